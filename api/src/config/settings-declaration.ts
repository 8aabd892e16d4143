import { declareSettings } from '@agulhadas/delivery/settings/declaration';
import { OPTIONAL_FEATURES } from './features';

const secretKey = { rule: { kind: 'secret' }, secret: true } as const;
const text = { kind: 'text' } as const;
const httpAddress = { kind: 'address', scheme: 'http' } as const;
const port = (fallback: string) =>
  ({ rule: { kind: 'number', min: 0, max: 65535, integer: true }, secret: false, default: fallback }) as const;

/**
 * Every setting the API (and its local runtime) reads: the start-up check, the API table of docs/configuration.md and
 * .env.example follow it, and a test holds them to it. A new setting is declared here first.
 */
export const API_SETTINGS = declareSettings({
  LOCAL_MODE: {
    requirement: { when: 'optional' },
    rule: { kind: 'choice', values: ['1', '0'] },
    secret: false,
    description: 'local mode: embedded store, local stand-ins and public local keys; refused in Azure',
  },
  FEATURES_OFF: {
    requirement: { when: 'optional' },
    rule: { kind: 'choice', values: OPTIONAL_FEATURES },
    secret: false,
    description: 'features switched off on purpose; their settings are then not needed',
  },
  MONGODB_URI: { requirement: { when: 'always' }, rule: text, secret: true, description: 'MongoDB connection string' },
  MONGODB_DB: {
    requirement: { when: 'optional' },
    rule: text,
    secret: false,
    default: 'agulhadas',
    description: 'database name on MongoDB',
  },
  DATA_DIR: {
    requirement: { when: 'local-only' },
    rule: text,
    secret: false,
    default: '.data',
    description: 'embedded store directory; empty = in memory',
  },
  PUBLIC_URL: {
    requirement: { when: 'always' },
    rule: httpAddress,
    secret: false,
    default: 'http://localhost:4280',
    description: 'base URL in links sent out (Telegram mini-page, Stripe return URLs)',
  },
  ROBOT_KEY: {
    requirement: { when: 'always' },
    ...secretKey,
    description: "the market robot's key for POST /api/ingest",
  },
  ADMIN_KEY: { requirement: { when: 'always' }, ...secretKey, description: 'the key of the admin calls' },
  ADMIN_USER_IDS: {
    requirement: { when: 'optional' },
    rule: text,
    secret: false,
    description:
      'the first back-office admins (identity provider user ids, comma-separated), listed while the store has none',
  },
  STRIPE_SECRET_KEY: {
    requirement: { when: 'always' },
    rule: { kind: 'format', format: 'stripe-secret-key' },
    secret: true,
    description: 'Stripe secret or restricted key',
  },
  STRIPE_WEBHOOK_SECRET: {
    requirement: { when: 'always' },
    rule: { kind: 'format', format: 'stripe-webhook-secret' },
    secret: true,
    description: "Stripe's webhook signing secret",
  },
  STRIPE_PRICE_IDS: {
    requirement: { when: 'always' },
    rule: text,
    secret: false,
    description: 'Stripe price id per plan key',
  },
  PIX_KEY: {
    requirement: { when: 'unless-off', feature: 'pix' },
    rule: text,
    secret: false,
    default: 'contato@agulhadas.app',
    description: 'PIX key printed in the BR Code',
  },
  PIX_MERCHANT_NAME: {
    requirement: { when: 'unless-off', feature: 'pix' },
    rule: text,
    secret: false,
    default: 'AGULHADAS',
    description: 'PIX receiver name',
  },
  PIX_MERCHANT_CITY: {
    requirement: { when: 'unless-off', feature: 'pix' },
    rule: text,
    secret: false,
    default: 'SAO PAULO',
    description: 'PIX receiver city',
  },
  CRYPTO_GATEWAY_URL: {
    requirement: { when: 'unless-off', feature: 'crypto' },
    rule: httpAddress,
    secret: false,
    description: 'crypto payment gateway address',
  },
  CRYPTO_GATEWAY_KEY: {
    requirement: { when: 'unless-off', feature: 'crypto' },
    ...secretKey,
    description: 'crypto payment gateway key',
  },
  TELEGRAM_BOT_TOKEN: {
    requirement: { when: 'unless-off', feature: 'telegram' },
    ...secretKey,
    description: "the bot's token (from @BotFather)",
  },
  TELEGRAM_WEBHOOK_SECRET: {
    requirement: { when: 'unless-off', feature: 'telegram' },
    ...secretKey,
    description: 'the secret setWebhook registers; Telegram sends it with every update',
  },
  TELEGRAM_BOT_USERNAME: {
    requirement: { when: 'unless-off', feature: 'telegram' },
    rule: text,
    secret: false,
    default: 'AgulhadasLocalBot',
    description: "the bot's @username, for the t.me link",
  },
  TELEGRAM_API_URL: {
    requirement: { when: 'optional' },
    rule: httpAddress,
    secret: false,
    default: 'https://api.telegram.org',
    description: 'where the Bot API is reached',
  },
  WEBPUBSUB_CONNECTION_STRING: {
    requirement: { when: 'unless-off', feature: 'realtime' },
    rule: text,
    secret: true,
    description: 'Azure Web PubSub connection string',
  },
  WEBPUBSUB_HUB: {
    requirement: { when: 'optional' },
    rule: text,
    secret: false,
    default: 'realtime',
    description: 'Azure Web PubSub hub',
  },
  SMTP_URL: {
    requirement: { when: 'unless-off', feature: 'email' },
    rule: text,
    secret: true,
    description: 'SMTP provider address, with its credentials',
  },
  EMAIL_FROM: {
    requirement: { when: 'unless-off', feature: 'email' },
    rule: text,
    secret: false,
    default: 'Agulhadas <contato@agulhadas.app>',
    description: 'the sender of e-mails',
  },
  VAPID_PUBLIC_KEY: {
    requirement: { when: 'unless-off', feature: 'push' },
    rule: { kind: 'public-value' },
    secret: false,
    description: 'the VAPID public key browsers subscribe with',
  },
  VAPID_PRIVATE_KEY: {
    requirement: { when: 'unless-off', feature: 'push' },
    ...secretKey,
    description: 'the VAPID private key',
  },
  VAPID_SUBJECT: {
    requirement: { when: 'unless-off', feature: 'push' },
    rule: { kind: 'format', format: 'vapid-subject' },
    secret: false,
    default: 'mailto:contato@agulhadas.app',
    description: 'the contact push services reach the sender at',
  },
  PUSH_SERVICE_HOSTS: {
    requirement: { when: 'optional' },
    rule: { kind: 'format', format: 'host-names' },
    secret: false,
    description: 'host names added to the push services a subscription may point at',
  },
  EXPLAINER_VIDEOS: {
    requirement: { when: 'optional' },
    rule: { kind: 'format', format: 'explainer-videos' },
    secret: false,
    description: 'the explainer videos of /saiba-mais',
  },
  PARTNER_BROKERS: {
    requirement: { when: 'optional' },
    rule: { kind: 'format', format: 'partner-brokers-json' },
    secret: false,
    description: 'the partner brokers of /corretoras',
  },
  ROLES_SOURCE_SECRET: {
    requirement: { when: 'optional' },
    rule: { kind: 'public-value' },
    secret: true,
    description: 'secret between the local front and the roles function',
  },
  DATA_DELAY_MINUTES: {
    requirement: { when: 'optional' },
    rule: { kind: 'number', min: 0, integer: true },
    secret: false,
    default: '20',
    description: "delay applied to non-paying users' data",
  },
  SITE_NAME: {
    requirement: { when: 'optional' },
    rule: text,
    secret: false,
    default: 'Agulhadas',
    description: 'the site name in texts',
  },
  SUPPORT_EMAIL: {
    requirement: { when: 'optional' },
    rule: text,
    secret: false,
    default: 'contato@agulhadas.app',
    description: 'the support address in texts and links',
  },
  AGULHADAS_VERSION: {
    requirement: { when: 'optional' },
    rule: text,
    secret: false,
    default: 'local',
    description: 'the deployed commit, reported by GET /api/health',
  },
  APPLICATIONINSIGHTS_CONNECTION_STRING: {
    requirement: { when: 'optional' },
    rule: { kind: 'text' },
    // Azure documents the connection string as an identifier, not a security token: it only lets one send telemetry.
    secret: false,
    description:
      'Application Insights connection string: traces, metrics and logs go there; unset, they stay in memory',
  },
  BACKUP_KEY: {
    requirement: { when: 'optional' },
    rule: text,
    secret: true,
    description: 'the AES-256-GCM key of npm run backup and npm run restore (docs/backup.md)',
  },
  PLANS_SOLD_OUT: {
    requirement: { when: 'optional' },
    rule: { kind: 'choice', values: ['true', 'false'] },
    secret: false,
    default: 'false',
    description: "shows 'Assinaturas esgotadas' and the waiting list",
  },
  REALTIME_HUB_PORT: { requirement: { when: 'local-only' }, ...port('7072'), description: 'local real-time hub port' },
  REALTIME_LOCAL_KEY: {
    requirement: { when: 'local-only' },
    rule: { kind: 'public-value' },
    secret: true,
    description: "the key the local hub's tokens are signed with",
  },
  LOCAL_CLOCK: {
    requirement: { when: 'local-only' },
    rule: { kind: 'format', format: 'iso-8601-instant' },
    secret: false,
    description: "where npm start's clock starts",
  },
  DEMO_ROBOT: {
    requirement: { when: 'local-only' },
    rule: { kind: 'choice', values: ['on', '0', 'false', 'off', 'no'] },
    secret: false,
    default: 'on',
    description: 'the in-process robot on its demo source',
  },
  DEMO_SPEED: {
    requirement: { when: 'local-only' },
    rule: { kind: 'number', min: 1, integer: false },
    secret: false,
    default: '60',
    description: 'how many times faster than real time the demo robot runs its rounds',
  },
  SWA_CLI_FRONT: {
    requirement: { when: 'local-only' },
    rule: { kind: 'choice', values: ['1', 'true', 'yes', 'on'] },
    secret: false,
    description: 'the official SWA CLI fronts the local host',
  },
  PORT: { requirement: { when: 'local-only' }, ...port('4280'), description: 'local front port' },
  API_PORT: { requirement: { when: 'local-only' }, ...port('7071'), description: 'local Functions host port' },
});

export type ApiSetting = keyof typeof API_SETTINGS;
