import path from 'node:path';
import {
  EXPLAINER_VIDEOS,
  isExplainerVideoKey,
  YOUTUBE_ID,
  type ExplainerVideo,
} from '@agulhadas/domain/content/explainer-videos';
import { partnerBrokersSchema, type PartnerBroker } from '@agulhadas/domain/content/partner-broker';
import { firstIssueText } from '@agulhadas/domain/validation/portuguese-messages';
import { BROWSER_PUSH_SERVICE_HOSTS } from '@agulhadas/delivery/push/push-service-hosts';
import { isOptionalFeature, OPTIONAL_FEATURES, type OptionalFeature } from './features';
import { isLocalMode, localModeProblem } from '@agulhadas/delivery/settings/local-mode';
import { deployedVersion } from '@agulhadas/delivery/settings/deployed-version';
import { PUBLIC_LOCAL_VALUES } from '@agulhadas/delivery/settings/public-local-values';
import { addressProblem } from '@agulhadas/delivery/settings/value-rules';
import { LOCAL_DEFAULTS, settingProblems } from './required-settings';
import { API_SETTINGS } from './settings-declaration';
import { SettingsSource } from './settings-source';

export type { OptionalFeature } from './features';

/**
 * Typed configuration, read from the environment once. Nothing else reads `process.env`.
 * Every setting is declared in settings-declaration.ts, which docs/configuration.md and .env.example follow.
 *
 * Local mode is explicit (LOCAL_MODE=1, set by `npm start`, the tests and the benches): only there do the
 * embedded store, the local stand-ins and the public local keys apply. Outside it a missing or public
 * setting stops the API at start with one message naming all of them.
 */
export interface AppConfig {
  /** Local development and tests: embedded defaults and local stand-ins allowed. */
  localMode: boolean;
  /** AGULHADAS_VERSION: the commit the deploy shipped ('local' when unset), shown by /api/health. */
  version: string;
  /** APPLICATIONINSIGHTS_CONNECTION_STRING: where traces, metrics and logs go; '' keeps them in memory. */
  applicationInsights: string;
  /** Features switched off on purpose (FEATURES_OFF); their settings are not needed. */
  featuresOff: ReadonlySet<OptionalFeature>;
  mongodbUri: string;
  mongodbDb: string;
  /** Embedded store directory; '' keeps it in memory (tests). Local mode only. */
  dataDir: string;
  /** Delay applied to non-paying users' data: 20 minutes by default (some pages say 15, hence the setting). */
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
  /** TELEGRAM_API_URL: where the Bot API is reached (the public one by default; a proxy or a local Bot API server). */
  telegramApiUrl: string;
  /** The secret `setWebhook` registered: Telegram sends it in X-Telegram-Bot-Api-Secret-Token. */
  telegramWebhookSecret: string;
  /** The bot's @username, for the t.me deep link. */
  telegramBotUsername: string;
  /**
   * The token the mini-page's `initData` is signed with: the bot's, or in local mode without one the local token the
   * local Telegram page signs with (exactly as Telegram signs with the bot's).
   */
  telegramInitDataToken: string;
  webPubSubConnectionString: string;
  webPubSubHub: string;
  /** Local real-time hub (no WEBPUBSUB_CONNECTION_STRING): port and the key its client tokens are signed with. */
  realtimeHubPort: number;
  realtimeLocalKey: string;
  adminKey: string;
  /** The first admins' user ids (ADMIN_USER_IDS): they seed the admins list while it is empty. */
  adminUserIds: string[];
  /** Stripe price ids per plan key ('assinante_m=price_…,vip_m=price_…'); locally, test ids. */
  stripePriceIds: Record<string, string>;
  /** Shows 'Assinaturas esgotadas' and the waiting list instead of the plan buttons. */
  plansSoldOut: boolean;
  /** Crypto payment gateway (see docs/configuration.md); in local mode without it, the local test gateway. */
  cryptoGatewayUrl: string;
  cryptoGatewayKey: string;
  /** PIX receiver: key, name and city printed in the BR Code. */
  pixKey: string;
  pixMerchantName: string;
  pixMerchantCity: string;
  /** SMTP provider (`smtps://user:password@host:465`) and the sender address; in local mode without it, the local inbox. */
  smtpUrl: string;
  emailFrom: string;
  /** Web push: the VAPID key pair (base64url, as `web-push generate-vapid-keys` prints) and the contact (mailto: or https:). */
  vapidPublicKey: string;
  vapidPrivateKey: string;
  vapidSubject: string;
  /**
   * Host names (and the names under them) a push subscription's endpoint may point at outside local mode: the
   * browsers' push services, plus PUSH_SERVICE_HOSTS for a browser whose service is not listed yet.
   */
  pushServiceHosts: readonly string[];
  /** /saiba-mais explainer videos (EXPLAINER_VIDEOS=leitura=<id>,alertas=<id>); none set, no player. */
  explainerVideos: ExplainerVideo[];
  /** Partner brokers of /corretoras (PARTNER_BROKERS, JSON); null when unset. */
  partnerBrokers: PartnerBroker[] | null;
  /** Local demo robot: off with DEMO_ROBOT=0, false, off or no; DEMO_SPEED = how many times faster than real time. */
  demoRobot: boolean;
  demoSpeed: number;
  /**
   * Local only: the official SWA CLI is the front (`swa start` proxying to the local host), so the host trusts the
   * principal it forwards without the local front's per-run secret.
   */
  swaCliFront: boolean;
  /** Local front (the one URL npm start prints) and local Functions host ports. */
  port: number;
  apiPort: number;
}

/** The API refuses to start: the message names every missing or unsafe setting. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

function featuresOff(source: SettingsSource): Set<OptionalFeature> {
  const names = source.list('FEATURES_OFF');
  const unknown = names.filter((name) => !isOptionalFeature(name));
  if (unknown.length > 0)
    throw new ConfigError(
      `FEATURES_OFF names unknown features: ${unknown.join(', ')} (known: ${OPTIONAL_FEATURES.join(', ')})`,
    );
  return new Set(names.filter(isOptionalFeature));
}

function explainerVideos(source: SettingsSource): ExplainerVideo[] {
  const configured = Object.entries(source.pairs('EXPLAINER_VIDEOS'));
  const bad = configured.filter(([key, id]) => !isExplainerVideoKey(key) || !YOUTUBE_ID.test(id)).map(([key]) => key);
  if (bad.length > 0)
    throw new ConfigError(
      `EXPLAINER_VIDEOS: unknown key or bad YouTube id for ${bad.join(', ')} (keys: ${Object.keys(EXPLAINER_VIDEOS).join(', ')}; ids of 11 characters)`,
    );
  return configured
    .filter((entry): entry is [keyof typeof EXPLAINER_VIDEOS, string] => isExplainerVideoKey(entry[0]))
    .map(([key, id]) => ({ key, id, title: EXPLAINER_VIDEOS[key] }));
}

const TELEGRAM_API_URL = API_SETTINGS.TELEGRAM_API_URL.default;

function telegramApiUrl(source: SettingsSource, localMode: boolean): string {
  const value = source.str('TELEGRAM_API_URL', TELEGRAM_API_URL).trim().replace(/\/+$/, '');
  const problem = addressProblem('TELEGRAM_API_URL', value, localMode);
  if (problem) throw new ConfigError(`${problem}, such as ${TELEGRAM_API_URL}.`);
  return value;
}

function partnerBrokers(source: SettingsSource): PartnerBroker[] | null {
  if (!source.has('PARTNER_BROKERS')) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(source.str('PARTNER_BROKERS'));
  } catch {
    throw new ConfigError('PARTNER_BROKERS must be a JSON array of brokers (see docs/configuration.md).');
  }
  const parsed = partnerBrokersSchema.safeParse(raw);
  if (!parsed.success) throw new ConfigError(`PARTNER_BROKERS is invalid: ${firstIssueText(parsed.error)}`);
  return parsed.data;
}

/** Labels joined by dots, the last one (the top-level domain) alphabetic, so an IP address is not a host name here. */
const HOST_NAME = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z][a-z0-9-]*[a-z0-9]$/;

/** The browsers' push services and the extra host names of PUSH_SERVICE_HOSTS, each a plain host name with a dot. */
function pushServiceHosts(source: SettingsSource): string[] {
  const extra = source.list('PUSH_SERVICE_HOSTS');
  const bad = extra.filter((host) => !HOST_NAME.test(host));
  if (bad.length > 0)
    throw new ConfigError(`PUSH_SERVICE_HOSTS must list host names such as push.example.com (got ${bad.join(', ')}).`);
  return [...BROWSER_PUSH_SERVICE_HOSTS, ...extra];
}

type DefaultedSetting = {
  [Name in keyof typeof API_SETTINGS]: (typeof API_SETTINGS)[Name] extends { default: string } ? Name : never;
}[keyof typeof API_SETTINGS];

/** A setting's declared default: the value it takes when unset (in local mode only, for one a deployment must set). */
const declared = (name: DefaultedSetting): string => API_SETTINGS[name].default;

/** Links are built as `${publicUrl}/path`: a trailing slash would make `//path`. */
const withoutTrailingSlash = (url: string) => url.trim().replace(/\/+$/, '');

export function readConfig(env: Readonly<Record<string, string | undefined>> = process.env): AppConfig {
  const source = new SettingsSource(env);
  const localModeRefused = localModeProblem(env);
  if (localModeRefused) throw new ConfigError(`${localModeRefused}.`);
  const localMode = isLocalMode(env);
  const off = featuresOff(source);
  if (!localMode) {
    const problems = settingProblems(source, off);
    if (problems.length > 0) {
      throw new ConfigError(
        `Agulhadas API cannot start outside local mode: ${problems.join('; ')}. ` +
          `Set them in the app settings (docs/configuration.md), or switch a feature off on purpose with FEATURES_OFF=${OPTIONAL_FEATURES.join(',')}. ` +
          'Local development runs with LOCAL_MODE=1 (npm start, the tests and the benches set it).',
      );
    }
  }
  // Public local values apply only in local mode; outside it the check above guarantees the real ones.
  const local = (name: keyof typeof LOCAL_DEFAULTS): string => source.str(name, localMode ? LOCAL_DEFAULTS[name] : '');
  return {
    localMode,
    version: deployedVersion(source.str('AGULHADAS_VERSION')),
    applicationInsights: source.str('APPLICATIONINSIGHTS_CONNECTION_STRING'),
    featuresOff: off,
    mongodbUri: source.str('MONGODB_URI'),
    mongodbDb: source.str('MONGODB_DB', declared('MONGODB_DB')),
    dataDir: source.raw('DATA_DIR') ?? path.resolve(process.cwd(), declared('DATA_DIR')),
    dataDelayMinutes: source.int('DATA_DELAY_MINUTES', Number(declared('DATA_DELAY_MINUTES'))),
    robotKey: local('ROBOT_KEY'),
    rolesSourceSecret: local('ROLES_SOURCE_SECRET'),
    siteName: source.str('SITE_NAME', declared('SITE_NAME')),
    supportEmail: source.str('SUPPORT_EMAIL', declared('SUPPORT_EMAIL')),
    // Locally the links sent out (Telegram button, Stripe return) point at the port npm start really uses.
    publicUrl: withoutTrailingSlash(
      source.str('PUBLIC_URL', `http://localhost:${source.int('PORT', Number(declared('PORT')))}`),
    ),
    stripeSecretKey: source.str('STRIPE_SECRET_KEY'),
    stripeWebhookSecret: local('STRIPE_WEBHOOK_SECRET'),
    telegramBotToken: source.str('TELEGRAM_BOT_TOKEN'),
    telegramApiUrl: telegramApiUrl(source, localMode),
    telegramWebhookSecret: local('TELEGRAM_WEBHOOK_SECRET'),
    telegramBotUsername: local('TELEGRAM_BOT_USERNAME'),
    telegramInitDataToken:
      source.str('TELEGRAM_BOT_TOKEN') || (localMode ? PUBLIC_LOCAL_VALUES.TELEGRAM_BOT_TOKEN : ''),
    webPubSubConnectionString: source.str('WEBPUBSUB_CONNECTION_STRING'),
    webPubSubHub: source.str('WEBPUBSUB_HUB', declared('WEBPUBSUB_HUB')),
    realtimeHubPort: source.int('REALTIME_HUB_PORT', Number(declared('REALTIME_HUB_PORT'))),
    realtimeLocalKey: local('REALTIME_LOCAL_KEY'),
    adminKey: local('ADMIN_KEY'),
    // User ids keep their case (a provider's subject id may have capitals): not source.list, which lower-cases.
    adminUserIds: source
      .str('ADMIN_USER_IDS')
      .split(',')
      .map((id) => id.trim())
      .filter((id) => id !== ''),
    demoRobot: localMode && !source.switchedOff('DEMO_ROBOT'),
    swaCliFront: localMode && source.flag('SWA_CLI_FRONT'),
    demoSpeed: source.int('DEMO_SPEED', Number(declared('DEMO_SPEED'))),
    port: source.int('PORT', Number(declared('PORT'))),
    apiPort: source.int('API_PORT', Number(declared('API_PORT'))),
    stripePriceIds: source.pairs('STRIPE_PRICE_IDS'),
    plansSoldOut: source.flag('PLANS_SOLD_OUT'),
    cryptoGatewayUrl: source.str('CRYPTO_GATEWAY_URL'),
    cryptoGatewayKey: source.str('CRYPTO_GATEWAY_KEY'),
    pixKey: local('PIX_KEY'),
    pixMerchantName: local('PIX_MERCHANT_NAME'),
    pixMerchantCity: local('PIX_MERCHANT_CITY'),
    smtpUrl: source.str('SMTP_URL'),
    emailFrom: source.str('EMAIL_FROM', localMode ? declared('EMAIL_FROM') : ''),
    vapidPublicKey: local('VAPID_PUBLIC_KEY'),
    vapidPrivateKey: local('VAPID_PRIVATE_KEY'),
    vapidSubject: source.str('VAPID_SUBJECT', localMode ? declared('VAPID_SUBJECT') : ''),
    pushServiceHosts: pushServiceHosts(source),
    explainerVideos: explainerVideos(source),
    partnerBrokers: partnerBrokers(source),
  };
}

let current: AppConfig | null = null;

export function config(): AppConfig {
  current ??= readConfig();
  return current;
}

/** Whether a switchable feature is on (FEATURES_OFF). */
export function featureOn(feature: OptionalFeature): boolean {
  return !config().featuresOff.has(feature);
}

/** Tests override settings without touching the environment. */
export function overrideConfig(patch: Partial<AppConfig>): void {
  current = { ...config(), ...patch };
}
