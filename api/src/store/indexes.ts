import { ensureAdminIndexes } from './admins';
import { ensureAlertIndexes } from './alerts';
import { ensureAuditLogIndexes } from './audit-log';
import { ensureAssetIndexes } from './assets';
import { ensureCandleIndexes } from './candles';
import { ensureHoldRateIndexes } from './hold-rates';
import { ensureIngestRoundIndexes } from './ingest-rounds';
import { ensureInvoiceIndexes } from './invoices';
import { ensureNotificationIndexes } from './notifications';
import { ensureTrialMailboxKeys } from './once-grants';
import { ensureOrderIndexes } from './orders';
import { ensurePlanCheckoutIndexes } from './plan-checkouts';
import { ensureRateLimitIndexes } from './rate-limits';
import { ensureRefundIndexes } from './refunds';
import { ensurePushSubscriptionIndexes } from '@agulhadas/delivery/push/push-subscriptions';
import { ensureRealtimeConnectionIndexes } from './realtime-connections';
import { ensureOutboxEmailIndexes } from '@agulhadas/delivery/queue/outbox-emails';
import { ensureWaitlistIndexes } from './waitlist';
import { ensureSubscriptionIndexes } from './subscriptions';
import { ensureTelegramLinkIndexes } from './telegram-links';
import { ensureTelegramQueueIndexes } from '@agulhadas/delivery/queue/telegram-queue';
import { ensurePushQueueIndexes } from '@agulhadas/delivery/queue/push-queue';
import { localStandIns } from '../runtime/stand-ins';
import type { Store } from './types';
import { ensureUserAssetIndexes } from './user-assets';
import { ensureUserIndexes } from './users';

/** Every collection module contributes its indexes (and the once-grants their key upgrade); run once at start-up. */
const ENSURERS: Array<(store: Store) => Promise<void>> = [
  ensureAssetIndexes,
  ensureUserIndexes,
  ensureSubscriptionIndexes,
  ensureUserAssetIndexes,
  ensureInvoiceIndexes,
  ensureCandleIndexes,
  ensureHoldRateIndexes,
  ensureNotificationIndexes,
  ensureOrderIndexes,
  ensureWaitlistIndexes,
  ensureAlertIndexes,
  ensureTelegramQueueIndexes,
  ensureTelegramLinkIndexes,
  ensureOutboxEmailIndexes,
  ensureIngestRoundIndexes,
  ensureRealtimeConnectionIndexes,
  ensureTrialMailboxKeys,
  ensureAuditLogIndexes,
  ensureAdminIndexes,
  ensurePlanCheckoutIndexes,
  ensureRateLimitIndexes,
  ensureRefundIndexes,
  ensurePushSubscriptionIndexes,
  ensurePushQueueIndexes,
];

export async function ensureAllIndexes(store: Store): Promise<void> {
  for (const ensure of ENSURERS) await ensure(store);
  await localStandIns()?.ensureIndexes(store);
}
