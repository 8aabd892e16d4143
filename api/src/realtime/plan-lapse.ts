import { deriveRoles } from '@agulhadas/domain/identity/derive-roles';
import { can } from '@agulhadas/domain/permissions';
import type { ConnectionControl } from '../services/realtime/realtime-service';
import { purgeExpiredConnections, realtimeConnections } from '../store/realtime-connections';
import { subscriptionsOf } from '../store/subscriptions';
import type { Store } from '../store/types';

export const LAPSE_REASON = 'Seu plano não inclui mais o tempo real.';

/** How often the publisher looks: with 5-minute client tokens, a lapsed user stops receiving within this. */
export const LAPSE_CHECK_MS = 60_000;

/**
 * Closes the connections of every connected user whose plan no longer allows real time (expired, cancelled,
 * unpaid, downgraded). Answers the users closed. Their records go too; the hub's disconnect removes them anyway. The
 * records of connections whose disconnect never came (expired) are dropped first.
 */
export async function closeLapsedConnections(
  store: Store,
  control: Pick<ConnectionControl, 'closeUserConnections'>,
  now: Date,
): Promise<string[]> {
  await purgeExpiredConnections(store, now);
  const open = await realtimeConnections(store)
    .find({}, { projection: { userId: 1 } })
    .toArray();
  const closed: string[] = [];
  for (const userId of new Set(open.map((connection) => connection.userId))) {
    const roles = deriveRoles(userId, await subscriptionsOf(store, userId), now);
    if (can(roles, 'realtime:use')) continue;
    await control.closeUserConnections(userId, LAPSE_REASON);
    await realtimeConnections(store).deleteMany({ userId });
    closed.push(userId);
  }
  return closed;
}

export interface PlanLapseWatch {
  stop(): void;
}

/**
 * Runs closeLapsedConnections every LAPSE_CHECK_MS in the long-running publisher (SWA's functions have no
 * timers): the local runtime's hub and the market robot's publisher start it.
 */
export function watchPlanLapses(options: {
  store: () => Promise<Store>;
  control: Pick<ConnectionControl, 'closeUserConnections'>;
  log: (line: string) => void;
  everyMs?: number;
}): PlanLapseWatch {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    options
      .store()
      .then((store) => closeLapsedConnections(store, options.control, new Date()))
      .then(
        (closed) =>
          closed.length && options.log(`realtime: closed the connections of ${closed.length} user(s) without the plan`),
      )
      .catch((error: unknown) => options.log(`realtime: plan check failed: ${String(error)}`))
      .finally(() => (running = false));
  }, options.everyMs ?? LAPSE_CHECK_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
