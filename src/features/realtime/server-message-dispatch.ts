import {
  parseServerMessage,
  type ClientMessage,
  type RealtimeSymbol,
  type SymbolUpdate,
} from '@agulhadas/domain/realtime/protocol';
import { REALTIME_TEXTS } from './model/texts';

export interface ServerMessageHandlers {
  welcome(symbols: RealtimeSymbol[]): void;
  updates(data: Record<string, SymbolUpdate>, sentAt: number): void;
  error(message: string): void;
  /** A message of a type the page does not know. */
  other(raw: unknown): void;
}

/** Routes one text frame of the publisher to its handler; malformed frames are ignored. */
export function dispatchServerMessage(text: string, on: ServerMessageHandlers): void {
  const parsed = parseServerMessage(text);
  if (parsed.kind === 'invalid') return;
  if (parsed.kind === 'other') {
    on.other(parsed.raw);
    return;
  }
  const message = parsed.message;
  switch (message.type) {
    case 'welcome':
      on.welcome(message.data);
      break;
    case 'lastCandleUpdates':
      on.updates(message.data, message.sentAt);
      break;
    case 'importantLevels':
      console.info('importantLevels', message.data);
      break;
    case 'error':
      on.error(message.message || REALTIME_TEXTS.defaultServerError);
      break;
  }
}

/** The client's subscribe/unsubscribe frame. */
export const subscriptionFrame = (subscribe: boolean, keys: string[]) =>
  JSON.stringify({ subscribe, symbol: keys } satisfies ClientMessage);
