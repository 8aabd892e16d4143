import {
  errorMessage,
  parseClientMessage,
  welcomeMessage,
  type ServerMessage,
} from '@agulhadas/domain/realtime/protocol';
import type { ConnectionControl } from '../services/realtime/realtime-service';
import type { ConnectionRegistry } from '../store/realtime-connections';
import type { SymbolCatalogue } from './symbol-catalogue';

/**
 * The server side of the client protocol, behind Web PubSub's event handler (realtime-events.ts) and
 * inside the local hub alike: welcome on connect, subscribe/unsubscribe as group membership, recorded as the
 * connection's watched set for the publisher. The answer to a client message (an `error`) goes back as the event's
 * response, as the service expects.
 */
export interface RealtimeUpstream {
  connected(connectionId: string, userId: string): Promise<void>;
  disconnected(connectionId: string): Promise<void>;
  message(connectionId: string, userId: string, text: string): Promise<ServerMessage | null>;
}

export interface UpstreamOptions {
  control: ConnectionControl;
  catalogue: () => Promise<SymbolCatalogue>;
  /** Who is connected and what each connection watches: lapsed plans are closed, unwatched symbols not published. */
  connections: ConnectionRegistry;
}

export function createRealtimeUpstream({ control, catalogue, connections }: UpstreamOptions): RealtimeUpstream {
  return {
    async connected(connectionId, userId) {
      await connections.opened(connectionId, userId, new Date());
      await control.sendToConnection(connectionId, welcomeMessage([...(await catalogue()).symbols]));
    },
    disconnected: (connectionId) => connections.closed(connectionId),
    async message(connectionId, userId, text) {
      const parsed = parseClientMessage(text);
      if (!parsed.ok) return errorMessage(parsed.error);
      const known = await catalogue();
      const keys = [...new Set(parsed.message.symbol)];
      const unknown = keys.filter((key) => !known.has(key));
      // Unknown keys are refused by name; the known ones of the same message still apply.
      const groups = keys.filter((key) => known.has(key));
      if (parsed.message.subscribe) {
        await control.addToGroups(connectionId, groups);
        // Recorded after the membership, so the publisher's first frame for a new subscriber reaches it.
        if (groups.length) await connections.watched(connectionId, userId, groups, new Date());
      } else {
        await control.removeFromGroups(connectionId, groups);
        await connections.unwatched(connectionId, groups, new Date());
      }
      return unknown.length
        ? errorMessage(
            `Ativo indisponível no tempo real: ${unknown.slice(0, 5).join(', ')}${unknown.length > 5 ? '…' : ''}`,
          )
        : null;
    },
  };
}
