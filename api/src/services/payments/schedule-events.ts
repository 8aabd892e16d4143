import { subscriptions } from '../../store/subscriptions';
import type { Store } from '../../store/types';
import type { ProviderEvent } from './provider-event';

/**
 * A subscription schedule released or cancelled before its downgrade phase began (from the dashboard, or by an
 * upgrade) will not change the plan any more: the account card stops announcing it. Once the phase has begun,
 * the subscription event carrying the new price has already cleared it.
 */
export async function forgetEndedSchedule(
  store: Store,
  event: ProviderEvent,
  now: Date,
): Promise<'applied' | 'ignored'> {
  const scheduleId = typeof event.object.id === 'string' ? event.object.id : '';
  if (!scheduleId) return 'ignored';
  const result = await subscriptions(store).updateOne(
    { 'scheduledChange.scheduleId': scheduleId },
    { $unset: { scheduledChange: '' }, $set: { updatedAt: now.toISOString() } },
  );
  return result.modifiedCount > 0 ? 'applied' : 'ignored';
}
