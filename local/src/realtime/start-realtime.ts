import { config } from '../../../api/src/config';
import { storeCatalogue } from '../../../api/src/realtime/symbol-catalogue';
import { createRealtimeUpstream } from '../../../api/src/realtime/upstream';
import { realtimeAdapters, type RealtimePublisher } from '../../../api/src/services/realtime/index';
import { registerLocalHub } from './local-hub-registry';
import { getStore } from '../../../api/src/store/db';
import { storeConnectionRegistry } from '../../../api/src/store/realtime-connections';
import { watchPlanLapses } from '../../../api/src/realtime/plan-lapse';
import { startLocalHub, type LocalHub } from './local-hub';

/**
 * The real-time part of the local runtime: without WEBPUBSUB_CONNECTION_STRING the local hub (its
 * upstream reads the symbol catalogue from the store); in both cases the publisher the robot's 1-second feed sends
 * through, and the plan-lapse watch that closes connections of users who lost the plan.
 */
export interface LocalRealtime {
  /** Null when the real service is configured. */
  hub: LocalHub | null;
  /** Where the robot's 1-second publisher sends (the hub, or Web PubSub when configured). */
  publisher: RealtimePublisher;
  close(): Promise<void>;
}

export async function startLocalRealtime({
  port,
  log,
}: {
  port: number;
  log: (line: string) => void;
}): Promise<LocalRealtime> {
  let hub: LocalHub | null = null;
  if (!config().webPubSubConnectionString) {
    const catalogue = storeCatalogue(getStore);
    hub = await startLocalHub({
      port,
      hub: config().webPubSubHub,
      accessKey: config().realtimeLocalKey,
      upstream: (control) =>
        createRealtimeUpstream({ control, catalogue, connections: storeConnectionRegistry(getStore) }),
      log,
    });
    registerLocalHub(hub);
  }
  const adapters = realtimeAdapters();
  const lapses = watchPlanLapses({ store: getStore, control: adapters.control, log });
  return {
    hub,
    publisher: adapters.publisher,
    close: async () => {
      lapses.stop();
      if (hub) {
        registerLocalHub(null);
        await hub.close();
      }
    },
  };
}
