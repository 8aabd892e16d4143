import { declareSettings } from '@agulhadas/delivery/settings/declaration';

const optional = { when: 'optional' } as const;
const text = { kind: 'text' } as const;
/** Ten e-mails a second: within what common SMTP providers allow a new sender (SES starts at 1 to 14, SendGrid far above). */
export const EMAIL_PER_SECOND_DEFAULT = 10;

/**
 * Every setting the notifier reads: its start-up check, the notifier table of docs/configuration.md and .env.example follow it,
 * and a test holds them to it. A new setting is declared here first.
 */
export const NOTIFIER_SETTINGS = declareSettings({
  LOCAL_MODE: {
    requirement: optional,
    rule: { kind: 'choice', values: ['1', '0'] },
    secret: false,
    description: 'a channel without its settings is simply off instead of stopping the start; refused in Azure',
  },
  MONGODB_URI: {
    requirement: { when: 'always' },
    rule: text,
    secret: true,
    description: "the product's database (the same as the API's)",
  },
  MONGODB_DB: {
    requirement: optional,
    rule: text,
    secret: false,
    default: 'agulhadas',
    description: 'database name on MongoDB',
  },
  FEATURES_OFF: {
    requirement: optional,
    rule: { kind: 'choice', values: ['telegram', 'email', 'push'] },
    secret: false,
    description: "channels switched off on purpose (the API's value)",
  },
  TELEGRAM_BOT_TOKEN: {
    requirement: { when: 'unless-off', feature: 'telegram' },
    rule: { kind: 'secret' },
    secret: true,
    description: "the bot's token",
  },
  TELEGRAM_API_URL: {
    requirement: optional,
    rule: { kind: 'address', scheme: 'http' },
    secret: false,
    default: 'https://api.telegram.org',
    description: 'where the Bot API is reached',
  },
  SMTP_URL: {
    requirement: { when: 'unless-off', feature: 'email' },
    rule: text,
    secret: true,
    description: 'the SMTP provider, with its credentials',
  },
  EMAIL_FROM: {
    requirement: { when: 'unless-off', feature: 'email' },
    rule: text,
    secret: false,
    description: 'the sender of e-mails',
  },
  EMAIL_PER_SECOND: {
    requirement: optional,
    rule: { kind: 'number', min: 1, max: 1000, integer: true },
    secret: false,
    default: String(EMAIL_PER_SECOND_DEFAULT),
    description: "e-mails a second, all replicas together (the provider's sending rate)",
  },
  VAPID_PUBLIC_KEY: {
    requirement: { when: 'unless-off', feature: 'push' },
    rule: { kind: 'public-value' },
    secret: false,
    description: "the API's VAPID public key",
  },
  VAPID_PRIVATE_KEY: {
    requirement: { when: 'unless-off', feature: 'push' },
    rule: { kind: 'secret' },
    secret: true,
    description: "the API's VAPID private key",
  },
  VAPID_SUBJECT: {
    requirement: { when: 'unless-off', feature: 'push' },
    rule: { kind: 'format', format: 'vapid-subject' },
    secret: false,
    description: 'the contact push services reach the sender at',
  },
  SITE_NAME: {
    requirement: optional,
    rule: text,
    secret: false,
    default: 'Agulhadas',
    description: 'how e-mails are signed',
  },
  SUPPORT_EMAIL: {
    requirement: optional,
    rule: text,
    secret: false,
    default: 'contato@agulhadas.app',
    description: 'the support address in e-mails',
  },
  NOTIFIER_HEALTH_PORT: {
    requirement: optional,
    rule: { kind: 'number', min: 0, max: 65535, integer: true },
    secret: false,
    default: '8080',
    description: 'port of GET /health',
  },
  AGULHADAS_VERSION: {
    requirement: optional,
    rule: text,
    secret: false,
    default: 'local',
    description: 'the deployed commit, reported by GET /health',
  },
  APPLICATIONINSIGHTS_CONNECTION_STRING: {
    requirement: optional,
    rule: text,
    // Azure documents the connection string as an identifier, not a security token: it only lets one send telemetry.
    secret: false,
    description:
      'Application Insights connection string: traces, metrics and logs go there; unset, they stay in memory',
  },
});

export type NotifierSetting = keyof typeof NOTIFIER_SETTINGS;
