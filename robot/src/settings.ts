import { z } from 'zod';
import { MARKET_SOURCES } from '@agulhadas/domain/market-source';
import { deployedVersion } from '@agulhadas/delivery/settings/deployed-version';
import { declaredNumber } from '@agulhadas/delivery/settings/declared-number';
import { settingRuleProblems } from '@agulhadas/delivery/settings/deployment-settings';
import { sharedRulesOf } from '@agulhadas/delivery/settings/declaration';
import { ROBOT_SETTINGS, type RobotSetting } from './settings-declaration';

/**
 * The robot's settings, from the environment (docs/configuration.md, "The market robot"; .env.example). A missing required setting
 * stops the robot with one message naming it: there is no public default for the API address or the key. Outside
 * local mode (LOCAL_MODE=1) the keys and addresses follow the rules the API and the notifier share: keys of at least 16
 * characters and never a public local one, https (wss) addresses only.
 */
const list = z
  .string()
  .transform((text) =>
    text
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.enum(MARKET_SOURCES)).min(1, 'diga ao menos uma fonte'));

/**
 * A provider's address: the public one by default, or a proxy or regional endpoint the operator names. Its scheme is
 * checked with the shared rules below.
 */
const providerUrl = (publicUrl: string) =>
  z
    .string()
    .default(publicUrl)
    .transform((url) => url.trim().replace(/\/+$/, ''));

/** Exactly the declared settings: the compiler refuses a field ROBOT_SETTINGS does not declare, or one left out. */
const fields = {
  LOCAL_MODE: z.string().default(''),
  AGULHADAS_API_URL: z
    .string('AGULHADAS_API_URL: the site address, e.g. https://agulhadas.com.br')
    .min(1, 'AGULHADAS_API_URL: the site address, e.g. https://agulhadas.com.br'),
  ROBOT_KEY: z.string('ROBOT_KEY: the same secret the API has').min(1, 'ROBOT_KEY: the same secret the API has'),
  /** `demo` alone reads every asset from the demo market; otherwise each asset from its own source. */
  ROBOT_SOURCES: list,
  ROBOT_HISTORY: declaredNumber(ROBOT_SETTINGS.ROBOT_HISTORY),
  /** Seconds after each quarter hour the round starts, so the sources have closed the candle. */
  ROBOT_ROUND_DELAY_SECONDS: declaredNumber(ROBOT_SETTINGS.ROBOT_ROUND_DELAY_SECONDS),
  ROBOT_DEMO_SPEED: declaredNumber(ROBOT_SETTINGS.ROBOT_DEMO_SPEED),
  ROBOT_HEALTH_PORT: declaredNumber(ROBOT_SETTINGS.ROBOT_HEALTH_PORT),
  /** The deployed commit, shown by /health so an operator knows what runs. */
  AGULHADAS_VERSION: z.string().optional().transform(deployedVersion),
  APPLICATIONINSIGHTS_CONNECTION_STRING: z.string().optional(),
  WEBPUBSUB_CONNECTION_STRING: z.string().optional(),
  WEBPUBSUB_HUB: z.string().default('agulhadas'),
  BINANCE_REST_URL: providerUrl(ROBOT_SETTINGS.BINANCE_REST_URL.default),
  BINANCE_STREAM_URL: providerUrl(ROBOT_SETTINGS.BINANCE_STREAM_URL.default),
  BRAPI_URL: providerUrl(ROBOT_SETTINGS.BRAPI_URL.default),
  BRAPI_TOKEN: z.string().optional(),
  BRAPI_TICKERS_PER_REQUEST: declaredNumber(ROBOT_SETTINGS.BRAPI_TICKERS_PER_REQUEST),
  TWELVEDATA_URL: providerUrl(ROBOT_SETTINGS.TWELVEDATA_URL.default),
  TWELVEDATA_API_KEY: z.string().optional(),
  /** Your Twelve Data plan's figures (the defaults are the free plan's, too small for a round of the universe). */
  TWELVEDATA_CREDITS_PER_MINUTE: declaredNumber(ROBOT_SETTINGS.TWELVEDATA_CREDITS_PER_MINUTE),
  TWELVEDATA_SYMBOLS_PER_REQUEST: declaredNumber(ROBOT_SETTINGS.TWELVEDATA_SYMBOLS_PER_REQUEST),
} satisfies Record<RobotSetting, z.ZodType>;

const settingsSchema = z.object(fields);

export type RobotSettings = z.infer<typeof settingsSchema>;

export class SettingsError extends Error {}

const SHARED_RULES = sharedRulesOf(ROBOT_SETTINGS);

export function readSettings(env: NodeJS.ProcessEnv = process.env): RobotSettings {
  const parsed = settingsSchema.safeParse(env);
  const problems = [
    ...(parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)),
    ...settingRuleProblems(env, SHARED_RULES),
  ];
  if (parsed.success && problems.length === 0) return parsed.data;
  throw new SettingsError(
    `The robot cannot start; fix these settings (docs/configuration.md, "The market robot"):\n  ${problems.join('\n  ')}`,
  );
}
