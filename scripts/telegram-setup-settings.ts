import { z } from 'zod';
import { sharedRulesOf } from '@agulhadas/delivery/settings/declaration';
import { settingRuleProblems } from '@agulhadas/delivery/settings/deployment-settings';
import { API_SETTINGS } from '../api/src/config/settings-declaration';

type Environment = Readonly<Record<string, string | undefined>>;

/**
 * The shared rules as the API declares these settings: outside local mode the Bot API is reached over https only (the
 * bot's token travels in the address) and the public local secrets are refused, as the API refuses them. PUBLIC_URL
 * is stricter here (below).
 */
const SHARED_RULES = sharedRulesOf(
  Object.fromEntries(
    (['TELEGRAM_BOT_TOKEN', 'TELEGRAM_WEBHOOK_SECRET', 'TELEGRAM_API_URL'] as const).map((setting) => [
      setting,
      API_SETTINGS[setting],
    ]),
  ),
);

const schema = z.object({
  TELEGRAM_BOT_TOKEN: z
    .string()
    .regex(/^\d+:[\w-]+$/, 'TELEGRAM_BOT_TOKEN must be the token @BotFather gave (123456:ABC…)'),
  // Telegram accepts 1–256 characters of A–Z, a–z, 0–9, _ and - as secret_token.
  TELEGRAM_WEBHOOK_SECRET: z
    .string()
    .regex(/^[\w-]{16,256}$/, 'TELEGRAM_WEBHOOK_SECRET must have 16–256 characters among A–Z, a–z, 0–9, _ and -'),
  // Telegram delivers updates to an https webhook only, whatever the mode.
  PUBLIC_URL: z.url({ protocol: /^https$/, error: 'PUBLIC_URL must be the https address of the deployed site' }),
  // The same setting the API sends alerts through: a proxy or a local Bot API server serves both. Its scheme is
  // judged by the shared rules.
  TELEGRAM_API_URL: z.string().default('https://api.telegram.org'),
});

export type TelegramSetupSettings = z.infer<typeof schema>;

/** The settings `npm run telegram:setup` runs with, or every problem with them (one phrase each, never a value). */
export function readTelegramSetupSettings(
  env: Environment,
): { settings: TelegramSetupSettings } | { problems: string[] } {
  // A blank setting is an absent one, as the deployables read them.
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value?.trim()));
  const parsed = schema.safeParse(given);
  const problems = [
    ...(parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)),
    ...settingRuleProblems(env, SHARED_RULES),
  ];
  return parsed.success && problems.length === 0 ? { settings: parsed.data } : { problems };
}
