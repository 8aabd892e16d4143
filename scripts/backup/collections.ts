/**
 * Every collection the product uses, by what a backup does with it. Only what cannot be made again is backed up:
 * people's accounts, money and what they wrote. The robot rebuilds the market data, and the rest is work in flight
 * or bookkeeping that starts empty without harm. A collection missing here fails tests/unit/backup-collections.test.ts.
 */
export const BACKED_UP = [
  'users',
  'subscriptions',
  'invoices',
  'refunds',
  'orders',
  'plan_checkouts',
  'once_grants',
  'pending_grants',
  'promo_eligible',
  'waitlist',
  'webhook_events',
  'audit_log',
  'admins',
  'alerts',
  'notifications',
  'telegram_links',
  'push_subscriptions',
  'user_assets',
  'user_candle_series',
  'local_charges',
] as const;

/** Market data the robot writes again within a round or two, and the hold rates its first round of a day recomputes. */
export const REBUILT_BY_ROBOT = ['assets', 'candles', 'vix', 'meta', 'hold_rates'] as const;

/** Queues, leases, counters and local stand-in inboxes: they start empty after a restore. */
export const TRANSIENT = [
  'ingest_rounds',
  'rate_limits',
  'robot_lease',
  'realtime_connections',
  'telegram_queue',
  'push_queue',
  'outbox_emails',
  'notifier_pace',
  'notifier_breakers',
  'telegram_chats',
  'push_users',
  'telegram_outbox',
  'local_push_devices',
  'local_push_messages',
] as const;

export const KNOWN_COLLECTIONS: readonly string[] = [...BACKED_UP, ...REBUILT_BY_ROBOT, ...TRANSIENT];
