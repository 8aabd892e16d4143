import { config } from '../../config';
import { HttpError } from '../../http/errors';
import { localHubAccess } from './local-hub-adapter';
import { runningLocalHub } from './local-hub-registry';
import type { ClientAccess, ConnectionControl, RealtimePublisher } from './realtime-service';
import { webPubSubAdapters, webPubSubClient } from './web-pubsub-adapter';

export type { ClientAccess, ConnectionControl, RealtimePublisher } from './realtime-service';

export interface RealtimeAdapters {
  publisher: RealtimePublisher;
  control: ConnectionControl;
  access: ClientAccess;
}

const UNAVAILABLE = 'O tempo real está indisponível no momento.';

/** Azure Web PubSub with WEBPUBSUB_CONNECTION_STRING, else the local hub (if the runtime started one). */
export function realtimeAdapters(): RealtimeAdapters {
  const { webPubSubConnectionString, webPubSubHub, realtimeLocalKey } = config();
  if (webPubSubConnectionString) return webPubSubAdapters(webPubSubClient(webPubSubConnectionString, webPubSubHub));
  const hub = runningLocalHub();
  if (!hub) throw new HttpError(503, UNAVAILABLE, { 'retry-after': '5' });
  return { publisher: hub, control: hub, access: localHubAccess(hub, realtimeLocalKey) };
}
