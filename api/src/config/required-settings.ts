import type { OptionalFeature } from './features';
import type { SettingsSource } from './settings-source';

interface Requirement {
  setting: string;
  /** Needed only while this feature is on. */
  feature?: OptionalFeature;
  /** A key or secret: at least this long. */
  minLength?: number;
}

/** What a running product needs outside local mode (README, 'Configuration', lists the same). */
export const REQUIRED_SETTINGS: readonly Requirement[] = [
  { setting: 'MONGODB_URI' },
  { setting: 'PUBLIC_URL' },
  { setting: 'ROBOT_KEY', minLength: 16 },
  { setting: 'ADMIN_KEY', minLength: 16 },
  { setting: 'STRIPE_SECRET_KEY' },
  { setting: 'STRIPE_WEBHOOK_SECRET' },
  { setting: 'STRIPE_PRICE_IDS' },
  { setting: 'PIX_KEY', feature: 'pix' },
  { setting: 'PIX_MERCHANT_NAME', feature: 'pix' },
  { setting: 'PIX_MERCHANT_CITY', feature: 'pix' },
  { setting: 'CRYPTO_GATEWAY_URL', feature: 'crypto' },
  { setting: 'CRYPTO_GATEWAY_KEY', feature: 'crypto' },
  { setting: 'TELEGRAM_BOT_TOKEN', feature: 'telegram' },
  { setting: 'TELEGRAM_WEBHOOK_SECRET', feature: 'telegram', minLength: 16 },
  { setting: 'TELEGRAM_BOT_USERNAME', feature: 'telegram' },
  { setting: 'WEBPUBSUB_CONNECTION_STRING', feature: 'realtime' },
  { setting: 'SMTP_URL', feature: 'email' },
  { setting: 'EMAIL_FROM', feature: 'email' },
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
} as const;

/** Local mode without TELEGRAM_BOT_TOKEN: the local Telegram page signs the mini-page's initData with this. */
export const LOCAL_TELEGRAM_BOT_TOKEN = '1000000:local-telegram-bot-token';

/** Every problem with the settings of a deployment (outside local mode), one phrase each; empty when fine. */
export function settingProblems(source: SettingsSource, featuresOff: ReadonlySet<OptionalFeature>): string[] {
  const missing: string[] = [];
  const unsafe: string[] = [];
  for (const { setting, feature, minLength } of REQUIRED_SETTINGS) {
    if (feature && featuresOff.has(feature)) continue;
    if (!source.has(setting)) {
      missing.push(setting);
      continue;
    }
    const value = source.str(setting).trim();
    const localDefault: string | undefined = (LOCAL_DEFAULTS as Record<string, string>)[setting];
    if (value === localDefault) unsafe.push(`${setting} is the public local default`);
    else if (minLength !== undefined && value.length < minLength) unsafe.push(`${setting} must have at least ${minLength} characters`);
  }
  for (const setting of ['ROLES_SOURCE_SECRET', 'REALTIME_LOCAL_KEY'] as const) {
    if (source.str(setting).trim() === LOCAL_DEFAULTS[setting]) unsafe.push(`${setting} is the public local default`);
  }
  return [...(missing.length > 0 ? [`missing: ${missing.join(', ')}`] : []), ...unsafe];
}
