import type { ServerMessage } from '@agulhadas/domain/realtime/protocol';

/**
 * What the product needs from Azure Web PubSub, as interfaces with two adapters each
 * (web-pubsub-adapter.ts for the service, local-hub-adapter.ts for the local hub).
 */

/** Fan-out of the feed: one group per symbol key; the service (or hub) delivers to its members. */
export interface RealtimePublisher {
  /** `text` is the message already serialised once, so every member gets the same bytes. */
  sendToGroup(group: string, text: string): Promise<void>;
}

/** What the event handler does to one connection: welcome, errors, group membership. */
export interface ConnectionControl {
  sendToConnection(connectionId: string, message: ServerMessage): Promise<void>;
  addToGroups(connectionId: string, groups: readonly string[]): Promise<void>;
  removeFromGroups(connectionId: string, groups: readonly string[]): Promise<void>;
  /** Closes every connection of a user (a lapsed plan); the client's reconnection then meets negotiate's refusal. */
  closeUserConnections(userId: string, reason: string): Promise<void>;
}

/** A client's way in: the WebSocket URL with a short-lived token carrying the user id (`sub`). */
export interface ClientAccess {
  clientUrl(userId: string): Promise<string>;
}

/** Minutes a client token stays valid: it is only checked at connect, and every reconnection negotiates anew. */
export const CLIENT_TOKEN_MINUTES = 5;
