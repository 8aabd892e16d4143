import { z } from 'zod';
import { deployedVersion } from '@agulhadas/delivery/settings/deployed-version';
import { sharedRulesOf, settingsNeededBy } from '@agulhadas/delivery/settings/declaration';
import { declaredNumber } from '@agulhadas/delivery/settings/declared-number';
import { settingRuleProblems } from '@agulhadas/delivery/settings/deployment-settings';
import { NOTIFIER_SETTINGS, type NotifierSetting } from './settings-declaration';

export { EMAIL_PER_SECOND_DEFAULT } from './settings-declaration';

/**
 * The notifier's settings, from the environment (docs/configuration.md, "The notifier"; .env.example). Outside local mode every
 * channel that is on needs its settings, and a missing one stops the notifier with one message naming all of them;
 * in local mode (LOCAL_MODE=1) a channel without its settings is simply off. Outside local mode the tokens, keys and
 * addresses follow the rules the API and the robot share: at least 16 characters and never a public local value,
 * https addresses only.
 */
const CHANNELS = ['telegram', 'email', 'push'] as const;
type Channel = (typeof CHANNELS)[number];

/** Exactly the declared settings: the compiler refuses a field NOTIFIER_SETTINGS does not declare, or one left out. */
const fields = {
  LOCAL_MODE: z.string().default(''),
  MONGODB_URI: z
    .string('MONGODB_URI: the same database the API uses')
    .min(1, 'MONGODB_URI: the same database the API uses'),
  MONGODB_DB: z.string().default('agulhadas'),
  /** Channels switched off on purpose (the API's FEATURES_OFF); only telegram, email and push concern the notifier. */
  FEATURES_OFF: z
    .string()
    .default('')
    .transform((text) =>
      text
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    ),
  TELEGRAM_BOT_TOKEN: z.string().default(''),
  TELEGRAM_API_URL: z
    .string()
    .default('https://api.telegram.org')
    .transform((url) => url.trim().replace(/\/+$/, '')),
  SMTP_URL: z.string().default(''),
  EMAIL_FROM: z.string().default(''),
  /** The e-mail provider's sending rate, shared by every replica. */
  EMAIL_PER_SECOND: declaredNumber(NOTIFIER_SETTINGS.EMAIL_PER_SECOND),
  /** The API's VAPID key pair and contact: push services take only messages signed with the key browsers subscribed with. */
  VAPID_PUBLIC_KEY: z.string().default(''),
  VAPID_PRIVATE_KEY: z.string().default(''),
  VAPID_SUBJECT: z
    .string()
    .default('')
    .refine(
      (subject) => subject === '' || /^(mailto:|https:\/\/)/.test(subject),
      'VAPID_SUBJECT: a mailto: or https: address (RFC 8292)',
    ),
  SITE_NAME: z.string().default('Agulhadas'),
  SUPPORT_EMAIL: z.string().default('contato@agulhadas.app'),
  NOTIFIER_HEALTH_PORT: declaredNumber(NOTIFIER_SETTINGS.NOTIFIER_HEALTH_PORT),
  /** The deployed commit, shown by /health so an operator knows what runs. */
  AGULHADAS_VERSION: z.string().optional().transform(deployedVersion),
  APPLICATIONINSIGHTS_CONNECTION_STRING: z.string().optional(),
} satisfies Record<NotifierSetting, z.ZodType>;

const settingsSchema = z.object(fields);

export type NotifierSettings = z.infer<typeof settingsSchema> & { channels: ReadonlySet<Channel> };

export class SettingsError extends Error {}

const SHARED_RULES = sharedRulesOf(NOTIFIER_SETTINGS);

export function readSettings(env: NodeJS.ProcessEnv = process.env): NotifierSettings {
  const parsed = settingsSchema.safeParse(env);
  const fail = (problems: string[]) =>
    new SettingsError(
      `The notifier cannot start; fix these settings (docs/configuration.md, "The notifier"):\n  ${problems.join('\n  ')}`,
    );
  const problems = [
    ...(parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)),
    ...settingRuleProblems(env, SHARED_RULES),
  ];
  if (!parsed.success || problems.length > 0) throw fail(problems);
  const settings = parsed.data;
  const wanted = CHANNELS.filter((channel) => !settings.FEATURES_OFF.includes(channel));
  const present = (setting: string) => Boolean(env[setting]?.trim());
  const missing = wanted.flatMap((channel) =>
    settingsNeededBy(NOTIFIER_SETTINGS, channel).filter((setting) => !present(setting)),
  );
  if (missing.length && settings.LOCAL_MODE !== '1')
    throw fail([`missing: ${missing.join(', ')} (or switch the channel off with FEATURES_OFF)`]);
  const channels = new Set(wanted.filter((channel) => settingsNeededBy(NOTIFIER_SETTINGS, channel).every(present)));
  return { ...settings, channels };
}
