import { config } from '../../config';
import { storeCatalogue } from '../../realtime/symbol-catalogue';
import { createRealtimeUpstream } from '../../realtime/upstream';
import { loadUniverse } from '../../seed/universe/index';
import { realtimeAdapters } from '../../services/realtime/index';
import { registerLocalHub } from '../../services/realtime/local-hub-registry';
import { getStore } from '../../store/db';
import { storeConnectionRegistry } from '../../store/realtime-connections';
import { watchPlanLapses } from '../../realtime/plan-lapse';
import { createDemoFeed, type DemoFeed } from './demo-feed';
import { startLocalHub, type LocalHub } from './local-hub';

/**
 * The real-time part of the local runtime: without WEBPUBSUB_CONNECTION_STRING the local hub (its
 * upstream reads the symbol catalogue from the store); in both cases the demo feed, publishing
 * through whichever adapter configuration picks, and the plan-lapse watch that closes connections of users
 * who lost the plan. The feed primes in the background.
 */
export interface LocalRealtime {
  /** Null when the real service is configured. */
  hub: LocalHub | null;
  feed: DemoFeed;
  close(): Promise<void>;
}

export async function startLocalRealtime({ port, log }: { port: number; log: (line: string) => void }): Promise<LocalRealtime> {
  let hub: LocalHub | null = null;
  if (!config().webPubSubConnectionString) {
    const catalogue = storeCatalogue(getStore);
    hub = await startLocalHub({
      port,
      hub: config().webPubSubHub,
      accessKey: config().realtimeLocalKey,
      upstream: (control) => createRealtimeUpstream({ control, catalogue, connections: storeConnectionRegistry(getStore) }),
      log,
    });
    registerLocalHub(hub);
  }
  const adapters = realtimeAdapters();
  const feed = createDemoFeed({ universe: loadUniverse(), publisher: adapters.publisher, log });
  const lapses = watchPlanLapses({ store: getStore, control: adapters.control, log });
  feed.start().catch((error: unknown) => log(`realtime feed failed to start: ${String(error)}`));
  return {
    hub,
    feed,
    close: async () => {
      lapses.stop();
      feed.stop();
      if (hub) {
        registerLocalHub(null);
        await hub.close();
      }
    },
  };
}
