import type { SettingsDeclaration } from '@agulhadas/delivery/settings/declaration';
import { PUBLIC_LOCAL_VALUES } from '@agulhadas/delivery/settings/public-local-values';
import { readConfig } from '../../../api/src/config';
import { API_SETTINGS } from '../../../api/src/config/settings-declaration';
import { readSettings as readNotifierSettings } from '../../../notifier/src/settings';
import { NOTIFIER_SETTINGS } from '../../../notifier/src/settings-declaration';
import { readSettings as readRobotSettings } from '../../../robot/src/settings';
import { configuredSources } from '../../../robot/src/sources/configured-sources';
import { ROBOT_SETTINGS } from '../../../robot/src/settings-declaration';
import { PRODUCTION_ENV } from '../../support/production-env';

type Environment = Record<string, string>;

interface Deployable {
  name: string;
  settings: SettingsDeclaration;
  /** A deployment environment it starts with. */
  deployed: Environment;
  read: (env: Environment) => unknown;
}

const ROBOT_ENV: Environment = {
  AGULHADAS_API_URL: 'https://agulhadas.example',
  ROBOT_KEY: 'key-0123456789abcdef',
  ROBOT_SOURCES: 'demo',
};
const NOTIFIER_ENV: Environment = { MONGODB_URI: 'mongodb://db.example.invalid', FEATURES_OFF: 'telegram,email,push' };

const DEPLOYABLES: Deployable[] = [
  { name: 'API', settings: API_SETTINGS, deployed: PRODUCTION_ENV, read: readConfig },
  { name: 'robot', settings: ROBOT_SETTINGS, deployed: ROBOT_ENV, read: readRobotSettings },
  { name: 'notifier', settings: NOTIFIER_SETTINGS, deployed: NOTIFIER_ENV, read: readNotifierSettings },
];

const declaredWith = (settings: SettingsDeclaration, keep: (declaration: SettingsDeclaration[string]) => boolean) =>
  Object.entries(settings)
    .filter(([, declaration]) => keep(declaration))
    .map(([name]) => name);

describe.each(DEPLOYABLES)('the $name start-up check follows its declaration', ({ settings, deployed, read }) => {
  it('starts with the deployment environment', () => {
    expect(() => read(deployed)).not.toThrow();
  });

  const required = declaredWith(settings, ({ requirement }) => requirement.when === 'always');
  it.each(required)('refuses to start without %s', (name) => {
    const env = { ...deployed };
    delete env[name];
    expect(() => read(env)).toThrow(name);
  });

  const secrets = declaredWith(settings, ({ rule }) => rule.kind === 'secret');
  it.each(secrets)('refuses a short %s', (name) => {
    expect(() => read({ ...deployed, [name]: 'short' })).toThrow(`${name} must have at least 16 characters`);
  });

  const addresses = declaredWith(settings, ({ rule }) => rule.kind === 'address');
  it.each(addresses)('refuses a plain-text %s', (name) => {
    expect(() => read({ ...deployed, [name]: 'http://plain.example' })).toThrow(name);
  });
});

// Any public local value, not only the one local mode gives the setting: all of them are in the repository.
const PUBLIC_VALUE_SETTINGS = DEPLOYABLES.flatMap(({ name, settings, deployed, read }) =>
  declaredWith(settings, ({ rule }) => rule.kind === 'public-value').map((setting) => ({
    name,
    setting,
    deployed,
    read,
  })),
);

it.each(PUBLIC_VALUE_SETTINGS)('the $name refuses a public local value in $setting', ({ setting, deployed, read }) => {
  expect(() => read({ ...deployed, [setting]: PUBLIC_LOCAL_VALUES.ADMIN_KEY })).toThrow(
    `${setting} is the public local default`,
  );
});

// The API's numbers are read into differently named fields; the robot's and the notifier's keep the setting's name.
describe.each(DEPLOYABLES.filter(({ name }) => name !== 'API'))(
  'the $name numbers follow their declaration',
  ({ settings, deployed, read }) => {
    const numbers = Object.entries(settings).flatMap(([name, declaration]) =>
      declaration.rule.kind === 'number' && !declaration.secret
        ? [{ name, rule: declaration.rule, fallback: declaration.default }]
        : [],
    );

    it.each(numbers)(
      '$name: the declared default, bounds and whole numbers',
      ({ name, rule: { min, max, integer }, fallback }) => {
        const value = (raw?: string) =>
          (read(raw === undefined ? deployed : { ...deployed, [name]: raw }) as Record<string, unknown>)[name];
        expect(value()).toBe(Number(fallback));
        expect(value(String(min))).toBe(min);
        expect(() => value(String(min - 1))).toThrow(name);
        if (max !== undefined) expect(() => value(String(max + 1))).toThrow(name);
        if (integer) expect(() => value(String(min + 0.5))).toThrow(name);
      },
    );
  },
);

/** The API's fields read from a setting with a declared default. */
const API_FIELDS = {
  mongodbDb: 'MONGODB_DB',
  dataDelayMinutes: 'DATA_DELAY_MINUTES',
  siteName: 'SITE_NAME',
  supportEmail: 'SUPPORT_EMAIL',
  publicUrl: 'PUBLIC_URL',
  pixKey: 'PIX_KEY',
  pixMerchantName: 'PIX_MERCHANT_NAME',
  pixMerchantCity: 'PIX_MERCHANT_CITY',
  telegramBotUsername: 'TELEGRAM_BOT_USERNAME',
  telegramApiUrl: 'TELEGRAM_API_URL',
  webPubSubHub: 'WEBPUBSUB_HUB',
  emailFrom: 'EMAIL_FROM',
  vapidSubject: 'VAPID_SUBJECT',
  realtimeHubPort: 'REALTIME_HUB_PORT',
  demoSpeed: 'DEMO_SPEED',
  port: 'PORT',
  apiPort: 'API_PORT',
} as const;

it.each(Object.entries(API_FIELDS))(
  'the API reads %s as the declared default of %s when unset in local mode',
  (field, setting) => {
    const declaration: SettingsDeclaration[string] = API_SETTINGS[setting];
    const read: unknown = readConfig({ LOCAL_MODE: '1', DATA_DIR: '' })[field as keyof typeof API_FIELDS];
    expect(declaration.secret ? undefined : declaration.default).toBe(String(read));
  },
);

const SOURCE_SETTINGS = Object.entries(ROBOT_SETTINGS as SettingsDeclaration).flatMap(([setting, { requirement }]) =>
  requirement.when === 'with' ? [{ setting, source: requirement.source }] : [],
);

it.each(SOURCE_SETTINGS)('the robot refuses the source $source without $setting', ({ setting, source }) => {
  expect(() => configuredSources(readRobotSettings({ ...ROBOT_ENV, ROBOT_SOURCES: source }))).toThrow(setting);
});
