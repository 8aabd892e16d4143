import { z } from 'zod';
import { deployedVersion } from '@agulhadas/delivery/settings/deployed-version';
import { settingRuleProblems } from '@agulhadas/delivery/settings/deployment-settings';

/**
 * The notifier's settings, from the environment (README, "The notifier"; .env.example). Outside local mode every
 * channel that is on needs its settings, and a missing one stops the notifier with one message naming all of them;
 * in local mode (LOCAL_MODE=1) a channel without its settings is simply off. Outside local mode the tokens, keys and
 * addresses follow the rules the API and the robot share: at least 16 characters and never a public local value,
 * https addresses only.
 */
const CHANNELS = ['telegram', 'email', 'push'] as const;

/** Ten e-mails a second: within what common SMTP providers allow a new sender (SES starts at 1 to 14, SendGrid far above). */
export const EMAIL_PER_SECOND_DEFAULT = 10;
type Channel = (typeof CHANNELS)[number];

const settingsSchema = z.object({
  LOCAL_MODE: z.string().default(''),
  MONGODB_URI: z.string('MONGODB_URI: the same database the API uses').min(1, 'MONGODB_URI: the same database the API uses'),
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
  EMAIL_PER_SECOND: z.coerce.number().int().min(1).max(1000).default(EMAIL_PER_SECOND_DEFAULT),
  /** The API's VAPID key pair and contact: push services take only messages signed with the key browsers subscribed with. */
  VAPID_PUBLIC_KEY: z.string().default(''),
  VAPID_PRIVATE_KEY: z.string().default(''),
  VAPID_SUBJECT: z
    .string()
    .default('')
    .refine((subject) => subject === '' || /^(mailto:|https:\/\/)/.test(subject), 'VAPID_SUBJECT: a mailto: or https: address (RFC 8292)'),
  SITE_NAME: z.string().default('Agulhadas'),
  SUPPORT_EMAIL: z.string().default('contato@agulhadas.app'),
  NOTIFIER_HEALTH_PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** The deployed commit, shown by /health so an operator knows what runs. */
  AGULHADAS_VERSION: z.string().optional().transform(deployedVersion),
});

export type NotifierSettings = z.infer<typeof settingsSchema> & { channels: ReadonlySet<Channel> };

export class SettingsError extends Error {}

type ChannelSetting = 'TELEGRAM_BOT_TOKEN' | 'SMTP_URL' | 'EMAIL_FROM' | 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT';

const REQUIRED: Record<Channel, ReadonlyArray<ChannelSetting>> = {
  telegram: ['TELEGRAM_BOT_TOKEN'],
  email: ['SMTP_URL', 'EMAIL_FROM'],
  push: ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'],
};

const SHARED_RULES = {
  secrets: ['TELEGRAM_BOT_TOKEN', 'VAPID_PRIVATE_KEY'],
  publicKeys: ['VAPID_PUBLIC_KEY'],
  httpAddresses: ['TELEGRAM_API_URL'],
} as const;

export function readSettings(env: NodeJS.ProcessEnv = process.env): NotifierSettings {
  const parsed = settingsSchema.safeParse(env);
  const fail = (problems: string[]) => new SettingsError(`The notifier cannot start; fix these settings (README, "The notifier"):\n  ${problems.join('\n  ')}`);
  const problems = [
    ...(parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)),
    ...settingRuleProblems(env, SHARED_RULES),
  ];
  if (!parsed.success || problems.length > 0) throw fail(problems);
  const settings = parsed.data;
  const wanted = CHANNELS.filter((channel) => !settings.FEATURES_OFF.includes(channel));
  const missing = wanted.flatMap((channel) => REQUIRED[channel].filter((setting) => !settings[setting].trim()));
  if (missing.length && settings.LOCAL_MODE !== '1') throw fail([`missing: ${missing.join(', ')} (or switch the channel off with FEATURES_OFF)`]);
  const channels = new Set(wanted.filter((channel) => REQUIRED[channel].every((setting) => settings[setting].trim())));
  return { ...settings, channels };
}
