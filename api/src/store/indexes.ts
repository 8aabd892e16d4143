import { ensureAssetIndexes } from './assets';
import { ensureInvoiceIndexes } from './invoices';
import { ensureSubscriptionIndexes } from './subscriptions';
import type { Store } from './types';
import { ensureUserAssetIndexes } from './user-assets';
import { ensureUserIndexes } from './users';

/** Every collection module contributes its indexes; run once at start-up. */
const ENSURERS: Array<(store: Store) => Promise<void>> = [ensureAssetIndexes, ensureUserIndexes, ensureSubscriptionIndexes, ensureUserAssetIndexes, ensureInvoiceIndexes];

export async function ensureAllIndexes(store: Store): Promise<void> {
  for (const ensure of ENSURERS) await ensure(store);
}
