import { PUBLIC_LOCAL_VALUES } from '@agulhadas/delivery/settings/public-local-values';
import { addressProblem, publicValueProblem, secretProblem } from '@agulhadas/delivery/settings/value-rules';
import type { OptionalFeature } from './features';
import type { SettingsSource } from './settings-source';

/**
 * How a value is checked beyond being present: a secret follows the rules the robot and the notifier share
 * (@agulhadas/delivery/settings); Stripe's keys carry the prefixes Stripe gives them,
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

const STRIPE_SECRET_KEY_PREFIXES = ['sk_live_', 'sk_test_', 'rk_live_', 'rk_test_'];

/** What is wrong with a present value, or null. */
function ruleProblem(setting: string, value: string, rule: ValueRule | undefined): string | null {
  switch (rule) {
    case 'secret':
      return secretProblem(setting, value);
    case 'stripe-secret-key':
      return STRIPE_SECRET_KEY_PREFIXES.some((prefix) => value.startsWith(prefix) && value.length > prefix.length + 8) && !/\s/.test(value)
        ? null
        : `${setting} must be a Stripe secret or restricted key (sk_live_…, sk_test_…, rk_live_… or rk_test_…)`;
    case 'stripe-webhook-secret':
      return value.startsWith('whsec_') && secretProblem(setting, value) === null ? null : `${setting} must be a Stripe webhook signing secret (whsec_…)`;
    case 'https-url':
      return addressProblem(setting, value, false);
    case 'vapid-subject':
      return addressProblem(setting, value, false) === null || /^mailto:[^\s@]+@[^\s@]+$/.test(value)
        ? null
        : `${setting} must be a mailto: or https:// address`;
    default:
      return null;
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

/** The values local mode uses: never accepted outside it, even when set on purpose. */
export const LOCAL_DEFAULTS = {
  ROBOT_KEY: PUBLIC_LOCAL_VALUES.ROBOT_KEY,
  ADMIN_KEY: PUBLIC_LOCAL_VALUES.ADMIN_KEY,
  STRIPE_WEBHOOK_SECRET: PUBLIC_LOCAL_VALUES.STRIPE_WEBHOOK_SECRET,
  REALTIME_LOCAL_KEY: PUBLIC_LOCAL_VALUES.REALTIME_LOCAL_KEY,
  ROLES_SOURCE_SECRET: PUBLIC_LOCAL_VALUES.ROLES_SOURCE_SECRET,
  TELEGRAM_WEBHOOK_SECRET: PUBLIC_LOCAL_VALUES.TELEGRAM_WEBHOOK_SECRET,
  TELEGRAM_BOT_USERNAME: 'AgulhadasLocalBot',
  PIX_KEY: 'contato@agulhadas.app',
  PIX_MERCHANT_NAME: 'AGULHADAS',
  PIX_MERCHANT_CITY: 'SAO PAULO',
  VAPID_PUBLIC_KEY: PUBLIC_LOCAL_VALUES.VAPID_PUBLIC_KEY,
  VAPID_PRIVATE_KEY: PUBLIC_LOCAL_VALUES.VAPID_PRIVATE_KEY,
} as const;

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
    const problem =
      value === localDefault ? `${setting} is the public local default` : (publicValueProblem(setting, value) ?? ruleProblem(setting, value, rule));
    if (problem) unsafe.push(problem);
  }
  for (const setting of ['ROLES_SOURCE_SECRET', 'REALTIME_LOCAL_KEY'] as const) {
    if (source.str(setting).trim() === LOCAL_DEFAULTS[setting]) unsafe.push(`${setting} is the public local default`);
  }
  return [...(missing.length > 0 ? [`missing: ${missing.join(', ')}`] : []), ...unsafe];
}
