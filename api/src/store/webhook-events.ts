import { DuplicateKeyError, type Store } from './types';

/**
 * Payment-provider events already received. The event id is the `_id`, so a replay (the provider retries
 * until it sees a 2xx, and may deliver twice) cannot be applied a second time.
 */
export interface WebhookEventDoc {
  _id: string;
  type: string;
  /** The provider's `created` (unix seconds). */
  created: number;
  receivedAt: string;
}

export const webhookEvents = (store: Store) => store.collection<WebhookEventDoc>('webhook_events');

/** Claims an event for processing; false when it was already claimed (a replay). */
export async function claimWebhookEvent(store: Store, doc: WebhookEventDoc): Promise<boolean> {
  try {
    await webhookEvents(store).insertOne(doc);
    return true;
  } catch (error) {
    if (error instanceof DuplicateKeyError) return false;
    throw error;
  }
}

/** Frees a claim whose processing failed, so the provider's retry applies it. */
export async function releaseWebhookEvent(store: Store, id: string): Promise<void> {
  await webhookEvents(store).deleteOne({ _id: id });
}
