import { DuplicateKeyError, type Store } from './types';

/**
 * Payment-provider events received. The event id is the `_id`, so a replay (the provider retries until it sees a
 * 2xx, and may deliver twice) cannot be applied a second time.
 *
 * A claim is a lease: 'applying' until `leaseUntil`, then 'applied'. A host stopped between the claim and the end
 * of the work (a restart mid-request) leaves an 'applying' claim whose lease runs out; the provider's next retry
 * takes it over and applies the event, instead of being answered "duplicate" forever.
 */
export interface WebhookEventDoc {
  _id: string;
  type: string;
  /** The provider's `created` (unix seconds). */
  created: number;
  receivedAt: string;
  /** Claims written before leases existed have no state: they were applied. */
  state?: 'applying' | 'applied';
  /** While 'applying': until when the claimant may still be at work (ms since the epoch). */
  leaseUntil?: number;
  appliedAt?: string;
}

export type WebhookEventClaim = Pick<WebhookEventDoc, '_id' | 'type' | 'created' | 'receivedAt'>;

/** Longer than any request may run (the Functions HTTP limit is 230 s), shorter than the provider's retry spacing. */
export const WEBHOOK_CLAIM_LEASE_MS = 5 * 60_000;

export const webhookEvents = (store: Store) => store.collection<WebhookEventDoc>('webhook_events');

/**
 * Claims an event for processing, or takes over a claim whose claimant stopped without finishing; false when the
 * event was applied, or another delivery is applying it now.
 */
export async function claimWebhookEvent(store: Store, claim: WebhookEventClaim, nowMs: number): Promise<boolean> {
  try {
    await webhookEvents(store).findOneAndUpdate(
      { _id: claim._id, state: 'applying', leaseUntil: { $lte: nowMs } },
      { $set: { ...claim, state: 'applying', leaseUntil: nowMs + WEBHOOK_CLAIM_LEASE_MS } },
      { upsert: true, returnDocument: 'after' },
    );
    return true;
  } catch (error) {
    // Applied, or under a live lease: the upsert's insert of the same id is refused.
    if (error instanceof DuplicateKeyError) return false;
    throw error;
  }
}

/** Marks a claimed event applied, for good. */
export async function markWebhookEventApplied(store: Store, id: string, now: Date): Promise<void> {
  await webhookEvents(store).updateOne(
    { _id: id },
    { $set: { state: 'applied', appliedAt: now.toISOString(), leaseUntil: 0 } },
  );
}

/** Frees a claim whose processing failed, so the provider's retry applies it. */
export async function releaseWebhookEvent(store: Store, id: string): Promise<void> {
  await webhookEvents(store).deleteOne({ _id: id, state: 'applying' });
}
