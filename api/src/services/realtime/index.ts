import { config, featureOn } from '../../config';
import { HttpError } from '../../http/errors';
import { localStandIns } from '../../runtime/stand-ins';
import type { ClientAccess, ConnectionControl, RealtimePublisher } from './realtime-service';
import { webPubSubAdapters, webPubSubClient } from './web-pubsub-adapter';

export type { ClientAccess, ConnectionControl, RealtimePublisher } from './realtime-service';

export interface RealtimeAdapters {
  publisher: RealtimePublisher;
  control: ConnectionControl;
  access: ClientAccess;
}

const UNAVAILABLE = 'O tempo real está indisponível no momento.';
export const REALTIME_OFF = 'O tempo real está desativado neste site.';

/** Azure Web PubSub with WEBPUBSUB_CONNECTION_STRING, else in local mode the local hub (if the runtime started one). */
export function realtimeAdapters(): RealtimeAdapters {
  const { webPubSubConnectionString, webPubSubHub, realtimeLocalKey } = config();
  if (!featureOn('realtime')) throw new HttpError(503, REALTIME_OFF);
  if (webPubSubConnectionString) return webPubSubAdapters(webPubSubClient(webPubSubConnectionString, webPubSubHub));
  const standIns = localStandIns();
  if (!standIns) throw new HttpError(503, REALTIME_OFF);
  const hub = standIns.realtime(realtimeLocalKey);
  if (!hub) throw new HttpError(503, UNAVAILABLE, { 'retry-after': '5' });
  return hub;
}
