/**
 * The keys and secrets local mode runs with. They are committed in the repository, hence public: every deployable
 * refuses them outside local mode, whichever setting carries them.
 */
export const PUBLIC_LOCAL_VALUES = {
  ROBOT_KEY: 'local-demo-robot-key',
  ADMIN_KEY: 'local-admin-key',
  STRIPE_WEBHOOK_SECRET: 'whsec_local_test_secret',
  REALTIME_LOCAL_KEY: 'local-realtime-key',
  ROLES_SOURCE_SECRET: 'local-roles-secret',
  TELEGRAM_WEBHOOK_SECRET: 'local-telegram-webhook-secret',
  /** The local Telegram page signs the mini-page's initData with it, as Telegram signs with the bot's token. */
  TELEGRAM_BOT_TOKEN: '1000000:local-telegram-bot-token',
  // A fixed VAPID pair, so local subscriptions survive a restart.
  VAPID_PUBLIC_KEY: 'BAeSlBbTSwAsOw8sr1vte1tjTTtpu3pqQUqrY_tYxolmeVZEkb7n6tixLT-CFj3Kb-gC1RmE1dxo-VQ9AAEnQg8',
  VAPID_PRIVATE_KEY: 'ufkXvB7hwuILKbVQfIi0RkrCHnpHaBfFaEhpqk0NCbg',
} as const;

const publicValues: ReadonlySet<string> = new Set(Object.values(PUBLIC_LOCAL_VALUES));

export function isPublicLocalValue(value: string): boolean {
  return publicValues.has(value.trim());
}
