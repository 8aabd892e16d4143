import { PUBLIC_LOCAL_VALUES } from '@agulhadas/delivery/settings/public-local-values';
import { addressProblem, publicValueProblem, secretProblem } from '@agulhadas/delivery/settings/value-rules';
import type { SettingRule, SettingsDeclaration } from '@agulhadas/delivery/settings/declaration';
import { isOptionalFeature, type OptionalFeature } from './features';
import { API_SETTINGS } from './settings-declaration';
import type { SettingsSource } from './settings-source';

/**
 * How a value is checked beyond being present: a secret follows the rules the robot and the notifier share
 * (@agulhadas/delivery/settings); Stripe's keys carry the prefixes Stripe gives them,
 * which also catches a publishable key or a webhook secret pasted in the wrong setting; the public address is https,
 * since Telegram refuses http buttons and Stripe returns buyers to it; the VAPID subject is the contact push services
 * reach the sender at, which RFC 8292 allows only as a mailto: or https: address.
 */
const VALUE_RULES = ['secret', 'stripe-secret-key', 'stripe-webhook-secret', 'https-url', 'vapid-subject'] as const;
type ValueRule = (typeof VALUE_RULES)[number];

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
      return STRIPE_SECRET_KEY_PREFIXES.some(
        (prefix) => value.startsWith(prefix) && value.length > prefix.length + 8,
      ) && !/\s/.test(value)
        ? null
        : `${setting} must be a Stripe secret or restricted key (sk_live_…, sk_test_…, rk_live_… or rk_test_…)`;
    case 'stripe-webhook-secret':
      return value.startsWith('whsec_') && secretProblem(setting, value) === null
        ? null
        : `${setting} must be a Stripe webhook signing secret (whsec_…)`;
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

/** A declared rule as the API checks it outside local mode; the rules not listed need nothing more than presence. */
function valueRuleOf(rule: SettingRule): ValueRule | undefined {
  if (rule.kind === 'secret') return 'secret';
  if (rule.kind === 'address') return 'https-url';
  if (rule.kind === 'format' && isValueRule(rule.format)) return rule.format;
  return undefined;
}

const isValueRule = (format: string): format is ValueRule => (VALUE_RULES as readonly string[]).includes(format);

/** What a running product needs outside local mode, as declared (docs/configuration.md lists the same). */
export const REQUIRED_SETTINGS: readonly Requirement[] = Object.entries(API_SETTINGS as SettingsDeclaration).flatMap(
  ([setting, { requirement, rule }]) => {
    const checked = valueRuleOf(rule);
    const withRule = checked ? { rule: checked } : {};
    if (requirement.when === 'always') return [{ setting, ...withRule }];
    if (requirement.when === 'unless-off' && isOptionalFeature(requirement.feature))
      return [{ setting, feature: requirement.feature, ...withRule }];
    return [];
  },
);

/** Settings a deployment may leave unset, but never at the public value local mode gives them. */
const GUARDED_OPTIONAL_SETTINGS = Object.entries(API_SETTINGS as SettingsDeclaration)
  .filter(
    ([, { requirement, rule }]) =>
      rule.kind === 'public-value' && (requirement.when === 'optional' || requirement.when === 'local-only'),
  )
  .map(([setting]) => setting);

/** The values local mode uses: never accepted outside it, even when set on purpose. */
export const LOCAL_DEFAULTS = {
  ROBOT_KEY: PUBLIC_LOCAL_VALUES.ROBOT_KEY,
  ADMIN_KEY: PUBLIC_LOCAL_VALUES.ADMIN_KEY,
  STRIPE_WEBHOOK_SECRET: PUBLIC_LOCAL_VALUES.STRIPE_WEBHOOK_SECRET,
  REALTIME_LOCAL_KEY: PUBLIC_LOCAL_VALUES.REALTIME_LOCAL_KEY,
  ROLES_SOURCE_SECRET: PUBLIC_LOCAL_VALUES.ROLES_SOURCE_SECRET,
  TELEGRAM_WEBHOOK_SECRET: PUBLIC_LOCAL_VALUES.TELEGRAM_WEBHOOK_SECRET,
  TELEGRAM_BOT_USERNAME: API_SETTINGS.TELEGRAM_BOT_USERNAME.default,
  PIX_KEY: API_SETTINGS.PIX_KEY.default,
  PIX_MERCHANT_NAME: API_SETTINGS.PIX_MERCHANT_NAME.default,
  PIX_MERCHANT_CITY: API_SETTINGS.PIX_MERCHANT_CITY.default,
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
      value === localDefault
        ? `${setting} is the public local default`
        : (publicValueProblem(setting, value) ?? ruleProblem(setting, value, rule));
    if (problem) unsafe.push(problem);
  }
  for (const setting of GUARDED_OPTIONAL_SETTINGS) {
    const value = source.str(setting);
    if (value.trim() !== '' && publicValueProblem(setting, value))
      unsafe.push(`${setting} is the public local default`);
  }
  return [...(missing.length > 0 ? [`missing: ${missing.join(', ')}`] : []), ...unsafe];
}
