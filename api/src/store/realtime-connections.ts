import type { Store } from './types';

/**
 * Open real-time connections and whose they are, recorded from the hub's `connected`/`disconnected` events.
 * The service cannot list a hub's users, and a token is only checked at connect, so this is what lets the
 * publisher find connections whose user lost the plan (realtime/plan-lapse.ts).
 */
export interface RealtimeConnectionDoc {
  /** The service's connection id. */
  _id: string;
  userId: string;
  connectedAt: string;
}

export const realtimeConnections = (store: Store) => store.collection<RealtimeConnectionDoc>('realtime_connections');

export async function ensureRealtimeConnectionIndexes(store: Store): Promise<void> {
  await realtimeConnections(store).createIndex({ userId: 1 });
}

/** How the upstream records connections: the store in both the Azure event handler and the local hub. */
export interface ConnectionRegistry {
  opened(connectionId: string, userId: string, now: Date): Promise<void>;
  closed(connectionId: string): Promise<void>;
}

export function storeConnectionRegistry(store: () => Promise<Store>): ConnectionRegistry {
  return {
    async opened(connectionId, userId, now) {
      await realtimeConnections(await store()).updateOne({ _id: connectionId }, { $set: { userId, connectedAt: now.toISOString() } }, { upsert: true });
    },
    async closed(connectionId) {
      await realtimeConnections(await store()).deleteOne({ _id: connectionId });
    },
  };
}
