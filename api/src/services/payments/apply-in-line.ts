import type { Store } from '../../store/types';
import { applyProviderEvent, type EventHooks } from './apply-provider-event';
import { paymentProvider } from './index';
import type { PaymentProvider } from './payment-provider';
import type { ProviderEvent } from './provider-event';

/**
 * What the webhook code needs beyond the store: a refused trial is ended at the provider and the events that
 * follow (none from Stripe, which sends them to the webhook later) are applied at once. A failure is thrown so
 * the caller (the provider's retry, the robot's next round) tries again.
 */
export function providerEventHooks(store: Store, provider: PaymentProvider, now: Date): EventHooks {
  return {
    endTrialNow: async (subId) => applyInLine(store, provider, await provider.endTrialNow(subId, now), now),
    expireCheckout: (sessionId) => provider.expireCheckout(sessionId),
    cancelDuplicate: async (subId) => applyInLine(store, provider, await provider.cancelDuplicate(subId, now), now),
  };
}

/** Applies events a provider call answered through the same code as the webhook's. */
export async function applyInLine(
  store: Store,
  provider: PaymentProvider,
  events: readonly ProviderEvent[],
  now: Date,
): Promise<void> {
  const hooks = providerEventHooks(store, provider, now);
  for (const event of events) await applyProviderEvent(store, event, now, hooks);
}

/**
 * Run by the robot's periodic rounds: the provider's due events (the local stand-in's period-end deletions).
 * A failure never fails the market round: the subscription stays due and the next round tries again.
 */
export async function applyDueProviderEvents(store: Store, now: Date): Promise<{ applied: number; failed: number }> {
  const provider = paymentProvider();
  const outcome = { applied: 0, failed: 0 };
  let due: ProviderEvent[];
  try {
    due = await provider.dueEvents(now);
  } catch {
    return { applied: 0, failed: 1 };
  }
  for (const event of due) {
    try {
      await applyInLine(store, provider, [event], now);
      outcome.applied += 1;
    } catch {
      outcome.failed += 1;
    }
  }
  return outcome;
}
