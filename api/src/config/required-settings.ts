import type { OptionalFeature } from './features';
import type { SettingsSource } from './settings-source';

/**
 * How a value is checked beyond being present: a secret is at least 16 characters without whitespace (a
 * one-character key passes no real provider and is guessable); Stripe's keys carry the prefixes Stripe gives them,
 * which also catches a publishable key or a webhook secret pasted in the wrong setting; the public address is https,
 * since Telegram refuses http buttons and Stripe returns buyers to it; the VAPID subject is the contact push services
 * reach the sender at, which RFC 8292 allows only as a mailto: or https: address.
 */
type ValueRule = 'secret' | 'stripe-secret-key' | 'stripe-webhook-secret' | 'https-url' | 'vapid-subject';

interface Requirement {
  setting: string;
  /** Needed only while this feature is on. */
  feature?: OptionalFeature;
  rule?: ValueRule;
}

const SECRET_MIN_LENGTH = 16;
const STRIPE_SECRET_KEY_PREFIXES = ['sk_live_', 'sk_test_', 'rk_live_', 'rk_test_'];

/** What is wrong with a present value, or null. */
function ruleProblem(setting: string, value: string, rule: ValueRule | undefined): string | null {
  switch (rule) {
    case 'secret':
      return value.length < SECRET_MIN_LENGTH || /\s/.test(value) ? `${setting} must have at least ${SECRET_MIN_LENGTH} characters and no spaces` : null;
    case 'stripe-secret-key':
      return STRIPE_SECRET_KEY_PREFIXES.some((prefix) => value.startsWith(prefix) && value.length > prefix.length + 8) && !/\s/.test(value)
        ? null
        : `${setting} must be a Stripe secret or restricted key (sk_live_…, sk_test_…, rk_live_… or rk_test_…)`;
    case 'stripe-webhook-secret':
      return value.startsWith('whsec_') && value.length >= SECRET_MIN_LENGTH && !/\s/.test(value)
        ? null
        : `${setting} must be a Stripe webhook signing secret (whsec_…)`;
    case 'https-url':
      return isHttpsUrl(value) ? null : `${setting} must be an https:// address`;
    case 'vapid-subject':
      return isHttpsUrl(value) || /^mailto:[^\s@]+@[^\s@]+$/.test(value) ? null : `${setting} must be a mailto: or https:// address`;
    default:
      return null;
  }
}

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/** What a running product needs outside local mode (README, 'Configuration', lists the same). */
export const REQUIRED_SETTINGS: readonly Requirement[] = [
  { setting: 'MONGODB_URI' },
  { setting: 'PUBLIC_URL', rule: 'https-url' },
  { setting: 'ROBOT_KEY', rule: 'secret' },
  { setting: 'ADMIN_KEY', rule: 'secret' },
  { setting: 'STRIPE_SECRET_KEY', rule: 'stripe-secret-key' },
  { setting: 'STRIPE_WEBHOOK_SECRET', rule: 'stripe-webhook-secret' },
  { setting: 'STRIPE_PRICE_IDS' },
  { setting: 'PIX_KEY', feature: 'pix' },
  { setting: 'PIX_MERCHANT_NAME', feature: 'pix' },
  { setting: 'PIX_MERCHANT_CITY', feature: 'pix' },
  { setting: 'CRYPTO_GATEWAY_URL', feature: 'crypto', rule: 'https-url' },
  { setting: 'CRYPTO_GATEWAY_KEY', feature: 'crypto', rule: 'secret' },
  { setting: 'TELEGRAM_BOT_TOKEN', feature: 'telegram', rule: 'secret' },
  { setting: 'TELEGRAM_WEBHOOK_SECRET', feature: 'telegram', rule: 'secret' },
  { setting: 'TELEGRAM_BOT_USERNAME', feature: 'telegram' },
  { setting: 'WEBPUBSUB_CONNECTION_STRING', feature: 'realtime' },
  { setting: 'SMTP_URL', feature: 'email' },
  { setting: 'EMAIL_FROM', feature: 'email' },
  { setting: 'VAPID_PUBLIC_KEY', feature: 'push' },
  { setting: 'VAPID_PRIVATE_KEY', feature: 'push', rule: 'secret' },
  { setting: 'VAPID_SUBJECT', feature: 'push', rule: 'vapid-subject' },
];

/** The public values local mode uses: never accepted outside it, even when set on purpose. */
export const LOCAL_DEFAULTS = {
  ROBOT_KEY: 'local-demo-robot-key',
  ADMIN_KEY: 'local-admin-key',
  STRIPE_WEBHOOK_SECRET: 'whsec_local_test_secret',
  REALTIME_LOCAL_KEY: 'local-realtime-key',
  ROLES_SOURCE_SECRET: 'local-roles-secret',
  TELEGRAM_WEBHOOK_SECRET: 'local-telegram-webhook-secret',
  TELEGRAM_BOT_USERNAME: 'AgulhadasLocalBot',
  PIX_KEY: 'contato@agulhadas.app',
  PIX_MERCHANT_NAME: 'AGULHADAS',
  PIX_MERCHANT_CITY: 'SAO PAULO',
  // A fixed VAPID pair, so local subscriptions survive a restart; public, hence refused outside local mode.
  VAPID_PUBLIC_KEY: 'BAeSlBbTSwAsOw8sr1vte1tjTTtpu3pqQUqrY_tYxolmeVZEkb7n6tixLT-CFj3Kb-gC1RmE1dxo-VQ9AAEnQg8',
  VAPID_PRIVATE_KEY: 'ufkXvB7hwuILKbVQfIi0RkrCHnpHaBfFaEhpqk0NCbg',
} as const;

/** Local mode without TELEGRAM_BOT_TOKEN: the local Telegram page signs the mini-page's initData with this. */
export const LOCAL_TELEGRAM_BOT_TOKEN = '1000000:local-telegram-bot-token';

/** Every problem with the settings of a deployment (outside local mode), one phrase each; empty when fine. */
export function settingProblems(source: SettingsSource, featuresOff: ReadonlySet<OptionalFeature>): string[] {
  const missing: string[] = [];
  const unsafe: string[] = [];
  for (const { setting, feature, rule } of REQUIRED_SETTINGS) {
    if (feature && featuresOff.has(feature)) continue;
    if (!source.has(setting)) {
      missing.push(setting);
      continue;
    }
    const value = source.str(setting).trim();
    const localDefault: string | undefined = (LOCAL_DEFAULTS as Record<string, string>)[setting];
    const problem = value === localDefault ? `${setting} is the public local default` : ruleProblem(setting, value, rule);
    if (problem) unsafe.push(problem);
  }
  for (const setting of ['ROLES_SOURCE_SECRET', 'REALTIME_LOCAL_KEY'] as const) {
    if (source.str(setting).trim() === LOCAL_DEFAULTS[setting]) unsafe.push(`${setting} is the public local default`);
  }
  return [...(missing.length > 0 ? [`missing: ${missing.join(', ')}`] : []), ...unsafe];
}
