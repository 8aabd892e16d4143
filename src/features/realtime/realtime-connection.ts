import type { RealtimeSymbol, SymbolUpdate } from '@agulhadas/domain/realtime/protocol';

export type ConnectionStatus = 'off' | 'connecting' | 'on';

/** What the real-time screen reads from and does with its connection. */
export interface RealtimeConnection {
  status: ConnectionStatus;
  error: string | null;
  symbols: RealtimeSymbol[];
  updates: Record<string, SymbolUpdate>;
  subscribed: string[];
  /** Any message of a type the page does not know (kept as the latest message). */
  latestMessage: unknown;
  /** Now on the publisher's clock (local time corrected by the last message's `sentAt`): trade ages are measured on it. */
  serverNow(): number;
  toggleConnection(): void;
  toggleSymbol(key: string): void;
}
