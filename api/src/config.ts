import path from 'node:path';

/**
 * Typed configuration, read from the environment once. Nothing else reads `process.env`.
 * Every setting is documented in README.md and .env.example.
 */
function int(name: string, fallback: number): number {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isFinite(value)) throw new Error(`${name} must be a number`);
  return value;
}

function str(name: string, fallback = ''): string {
  const raw = process.env[name];
  return raw === undefined || raw === '' ? fallback : raw;
}

export interface AppConfig {
  mongodbUri: string;
  mongodbDb: string;
  /** Embedded store directory; '' keeps it in memory (tests). */
  dataDir: string;
  /** Delay applied to non-paying users' data (spec: 20 minutes, 15 on some pages). */
  dataDelayMinutes: number;
  /** Shared secret of the robot calling POST /api/ingest. */
  robotKey: string;
  /** Secret the local front sends to the roles function; empty in Azure, where SWA makes it private. */
  rolesSourceSecret: string;
  siteName: string;
  supportEmail: string;
  publicUrl: string;
  stripeSecretKey: string;
  stripeWebhookSecret: string;
  telegramBotToken: string;
  webPubSubConnectionString: string;
  webPubSubHub: string;
  /** Local real-time hub (no WEBPUBSUB_CONNECTION_STRING): port and the key its client tokens are signed with. */
  realtimeHubPort: number;
  realtimeLocalKey: string;
  adminKey: string;
  /** Stripe price ids per plan key ('assinante_m=price_…,vip_m=price_…'); locally, test ids. */
  stripePriceIds: Record<string, string>;
  /** Shows 'Assinaturas esgotadas' and the waiting list instead of the plan buttons. */
  plansSoldOut: boolean;
  /** Crypto payment gateway (see README); unset: local test gateway. */
  cryptoGatewayUrl: string;
  cryptoGatewayKey: string;
  /** PIX receiver: key, name and city printed in the BR Code. */
  pixKey: string;
  pixMerchantName: string;
  pixMerchantCity: string;
  /** Local demo robot: off with DEMO_ROBOT=off; DEMO_SPEED = how many times faster than real time. */
  demoRobot: boolean;
  demoSpeed: number;
  /** Local front (the one URL npm start prints) and local Functions host ports. */
  port: number;
  apiPort: number;
}

/** 'key=value,key=value' → record; blanks ignored. */
function pairs(name: string): Record<string, string> {
  const entries = str(name)
    .split(',')
    .map((pair) => pair.split('=').map((part) => part.trim()))
    .filter((pair): pair is [string, string] => pair.length === 2 && pair[0] !== '' && pair[1] !== '');
  return Object.fromEntries(entries);
}

export function readConfig(): AppConfig {
  return {
    mongodbUri: str('MONGODB_URI'),
    mongodbDb: str('MONGODB_DB', 'agulhadas'),
    dataDir: process.env.DATA_DIR === undefined ? path.resolve(process.cwd(), '.data') : process.env.DATA_DIR,
    dataDelayMinutes: int('DATA_DELAY_MINUTES', 20),
    robotKey: str('ROBOT_KEY', 'local-robot-key'),
    // In Azure, SWA itself calls the roles function and keeps it private; elsewhere a secret guards it.
    rolesSourceSecret: str('ROLES_SOURCE_SECRET', process.env.WEBSITE_SITE_NAME ? '' : 'local-roles-secret'),
    siteName: str('SITE_NAME', 'Agulhadas'),
    supportEmail: str('SUPPORT_EMAIL', 'contato@agulhadas.app'),
    publicUrl: str('PUBLIC_URL', 'http://localhost:4280'),
    stripeSecretKey: str('STRIPE_SECRET_KEY'),
    stripeWebhookSecret: str('STRIPE_WEBHOOK_SECRET', 'whsec_local_test_secret'),
    telegramBotToken: str('TELEGRAM_BOT_TOKEN'),
    webPubSubConnectionString: str('WEBPUBSUB_CONNECTION_STRING'),
    webPubSubHub: str('WEBPUBSUB_HUB', 'realtime'),
    realtimeHubPort: int('REALTIME_HUB_PORT', 7072),
    realtimeLocalKey: str('REALTIME_LOCAL_KEY', 'local-realtime-key'),
    adminKey: str('ADMIN_KEY', 'local-admin-key'),
    demoRobot: str('DEMO_ROBOT', 'on') !== 'off',
    demoSpeed: int('DEMO_SPEED', 60),
    port: int('PORT', 4280),
    apiPort: int('API_PORT', 7071),
    stripePriceIds: pairs('STRIPE_PRICE_IDS'),
    plansSoldOut: ['1', 'true', 'yes'].includes(str('PLANS_SOLD_OUT').toLowerCase()),
    cryptoGatewayUrl: str('CRYPTO_GATEWAY_URL'),
    cryptoGatewayKey: str('CRYPTO_GATEWAY_KEY'),
    pixKey: str('PIX_KEY', 'contato@agulhadas.app'),
    pixMerchantName: str('PIX_MERCHANT_NAME', 'AGULHADAS'),
    pixMerchantCity: str('PIX_MERCHANT_CITY', 'SAO PAULO'),
  };
}

let current: AppConfig | null = null;

export function config(): AppConfig {
  current ??= readConfig();
  return current;
}

/** Tests override settings without touching the environment. */
export function overrideConfig(patch: Partial<AppConfig>): void {
  current = { ...config(), ...patch };
}
