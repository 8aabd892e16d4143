import { catalogueOf, realtimeSymbolOf } from '../../api/src/realtime/symbol-catalogue';
import { createRealtimeUpstream, type RealtimeUpstream } from '../../api/src/realtime/upstream';
import type { ConnectionControl } from '../../api/src/services/realtime/index';
import { getStore } from '../../api/src/store/db';
import { storeConnectionRegistry } from '../../api/src/store/realtime-connections';

/** A service that accepts every request and does nothing: for tests about what the upstream records, not what it sends. */
export const NO_SERVICE: ConnectionControl = {
  sendToConnection: async () => undefined,
  addToGroups: async () => undefined,
  removeFromGroups: async () => undefined,
  closeUserConnections: async () => undefined,
};

/**
 * Viewers of /rt as the store sees them: the upstream both the hub's event handler and the local hub run, offering
 * `assets`, recording connections and their watched sets in the current store.
 */
export function viewersOf(assets: readonly string[]): RealtimeUpstream {
  const catalogue = catalogueOf(assets.map((asset) => realtimeSymbolOf({ asset, nome: asset })));
  return createRealtimeUpstream({
    control: NO_SERVICE,
    catalogue: async () => catalogue,
    connections: storeConnectionRegistry(getStore),
  });
}
