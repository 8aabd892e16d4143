import { ConfigError, readConfig } from '../../../api/src/config';
import { LOCAL_DEFAULTS, REQUIRED_SETTINGS } from '../../../api/src/config/required-settings';
import { PRODUCTION_ENV } from '../../support/production-env';

const without = (setting: string) =>
  Object.fromEntries(Object.entries(PRODUCTION_ENV).filter(([name]) => name !== setting));

describe('settings outside local mode (fail closed)', () => {
  it('a complete environment reads as given, with no local default anywhere', () => {
    const settings = readConfig(PRODUCTION_ENV);
    expect(settings.localMode).toBe(false);
    expect(settings.robotKey).toBe(PRODUCTION_ENV.ROBOT_KEY);
    expect(settings.stripeWebhookSecret).toBe(PRODUCTION_ENV.STRIPE_WEBHOOK_SECRET);
    expect(settings.rolesSourceSecret).toBe('');
    expect(settings.realtimeLocalKey).toBe('');
    expect(settings.demoRobot).toBe(false);
    expect([settings.adminKey, settings.pixKey, settings.pixMerchantName, settings.pixMerchantCity]).toEqual([
      PRODUCTION_ENV.ADMIN_KEY,
      PRODUCTION_ENV.PIX_KEY,
      PRODUCTION_ENV.PIX_MERCHANT_NAME,
      PRODUCTION_ENV.PIX_MERCHANT_CITY,
    ]);
  });

  it('the fixture names every required setting', () => {
    expect(Object.keys(PRODUCTION_ENV).sort()).toEqual(
      REQUIRED_SETTINGS.map((requirement) => requirement.setting).sort(),
    );
  });

  it.each(REQUIRED_SETTINGS.map((requirement) => requirement.setting))(
    'without %s the API refuses to start and names it',
    (setting) => {
      expect(() => readConfig(without(setting))).toThrow(ConfigError);
      expect(() => readConfig(without(setting))).toThrow(new RegExp(`missing: ${setting}\\b`));
    },
  );

  it('a blank value counts as missing', () => {
    expect(() => readConfig({ ...PRODUCTION_ENV, ADMIN_KEY: '  ' })).toThrow(/missing: ADMIN_KEY/);
  });

  it('refuses the public local values and short keys even when set on purpose', () => {
    expect(() => readConfig({ ...PRODUCTION_ENV, ADMIN_KEY: 'local-admin-key' })).toThrow(
      /ADMIN_KEY is the public local default/,
    );
    expect(() => readConfig({ ...PRODUCTION_ENV, ROLES_SOURCE_SECRET: 'local-roles-secret' })).toThrow(
      /ROLES_SOURCE_SECRET is the public local default/,
    );
    expect(() => readConfig({ ...PRODUCTION_ENV, ROBOT_KEY: 'short' })).toThrow(
      /ROBOT_KEY must have at least 16 characters/,
    );
  });

  it('refuses the local VAPID key pair and a VAPID subject that is neither mailto: nor https:', () => {
    const localPair = {
      VAPID_PUBLIC_KEY: LOCAL_DEFAULTS.VAPID_PUBLIC_KEY,
      VAPID_PRIVATE_KEY: LOCAL_DEFAULTS.VAPID_PRIVATE_KEY,
    };
    expect(() => readConfig({ ...PRODUCTION_ENV, ...localPair })).toThrow(
      /VAPID_PUBLIC_KEY is the public local default; VAPID_PRIVATE_KEY is the public local default/,
    );
    expect(() => readConfig({ ...PRODUCTION_ENV, VAPID_SUBJECT: 'contato@agulhadas.example' })).toThrow(
      /VAPID_SUBJECT must be a mailto: or https:\/\/ address/,
    );
    expect(readConfig({ ...PRODUCTION_ENV, VAPID_SUBJECT: 'https://agulhadas.example/contato' }).vapidSubject).toBe(
      'https://agulhadas.example/contato',
    );
    expect(readConfig({ LOCAL_MODE: '1' })).toMatchObject({
      vapidPublicKey: LOCAL_DEFAULTS.VAPID_PUBLIC_KEY,
      vapidSubject: 'mailto:contato@agulhadas.app',
    });
  });

  it.each([
    ['CRYPTO_GATEWAY_KEY', 'k', /CRYPTO_GATEWAY_KEY must have at least 16 characters and no spaces/],
    ['ADMIN_KEY', 'admin key with spaces inside', /ADMIN_KEY must have at least 16 characters and no spaces/],
    ['TELEGRAM_BOT_TOKEN', '1:x', /TELEGRAM_BOT_TOKEN must have at least 16/],
    ['STRIPE_SECRET_KEY', 's', /STRIPE_SECRET_KEY must be a Stripe secret or restricted key/],
    ['STRIPE_SECRET_KEY', 'pk_live_0123456789abcdef', /STRIPE_SECRET_KEY must be a Stripe secret or restricted key/],
    ['STRIPE_SECRET_KEY', 'sk_live_', /STRIPE_SECRET_KEY must be a Stripe secret/],
    ['STRIPE_WEBHOOK_SECRET', 'w', /STRIPE_WEBHOOK_SECRET must be a Stripe webhook signing secret/],
    [
      'STRIPE_WEBHOOK_SECRET',
      'sk_test_0123456789abcdef',
      /STRIPE_WEBHOOK_SECRET must be a Stripe webhook signing secret/,
    ],
    ['PUBLIC_URL', 'http://agulhadas.example', /PUBLIC_URL must be an https:\/\/ address/],
    ['PUBLIC_URL', 'agulhadas.example', /PUBLIC_URL must be an https:\/\/ address/],
    ['CRYPTO_GATEWAY_URL', 'http://pay.example', /CRYPTO_GATEWAY_URL must be an https:\/\/ address/],
  ])('refuses %s=%j', (setting, value, message) => {
    expect(() => readConfig({ ...PRODUCTION_ENV, [setting]: value })).toThrow(message);
  });

  it.each(['sk_live_51Hx0123456789', 'sk_test_51Hx0123456789', 'rk_live_51Hx0123456789', 'rk_test_51Hx0123456789'])(
    'accepts the Stripe key form %s',
    (key) => {
      expect(readConfig({ ...PRODUCTION_ENV, STRIPE_SECRET_KEY: key }).stripeSecretKey).toBe(key);
    },
  );

  it('PUBLIC_URL is read without its trailing slash, so links never hold a double slash', () => {
    expect(readConfig({ ...PRODUCTION_ENV, PUBLIC_URL: 'https://agulhadas.example/' }).publicUrl).toBe(
      'https://agulhadas.example',
    );
    expect(readConfig({ LOCAL_MODE: '1', PUBLIC_URL: 'http://localhost:4280//' }).publicUrl).toBe(
      'http://localhost:4280',
    );
  });

  it("push endpoints: the browsers' push services, plus the host names PUSH_SERVICE_HOSTS adds; anything but a host name stops the start", () => {
    expect(readConfig(PRODUCTION_ENV).pushServiceHosts).toEqual([
      'fcm.googleapis.com',
      'push.services.mozilla.com',
      'notify.windows.com',
      'push.apple.com',
    ]);
    expect(
      readConfig({ ...PRODUCTION_ENV, PUSH_SERVICE_HOSTS: ' Push.Example.com , push.other.net' }).pushServiceHosts,
    ).toEqual([
      'fcm.googleapis.com',
      'push.services.mozilla.com',
      'notify.windows.com',
      'push.apple.com',
      'push.example.com',
      'push.other.net',
    ]);
    for (const value of [
      'https://push.example.com',
      'com',
      'push.example.com/x',
      '127.0.0.1:80',
      '10.0.0.1',
      '*.example.com',
    ])
      expect(() => readConfig({ ...PRODUCTION_ENV, PUSH_SERVICE_HOSTS: value })).toThrow(/PUSH_SERVICE_HOSTS/);
  });

  it('a feature is switched off only explicitly, and then needs none of its settings', () => {
    const bare = Object.fromEntries(
      Object.entries(PRODUCTION_ENV).filter(
        ([name]) => !/^(PIX_|CRYPTO_|TELEGRAM_|WEBPUBSUB_|SMTP_|EMAIL_|VAPID_)/.test(name),
      ),
    );
    expect(() => readConfig(bare)).toThrow(
      /missing: PIX_KEY, PIX_MERCHANT_NAME, PIX_MERCHANT_CITY, CRYPTO_GATEWAY_URL, CRYPTO_GATEWAY_KEY, TELEGRAM_BOT_TOKEN, TELEGRAM_WEBHOOK_SECRET, TELEGRAM_BOT_USERNAME, WEBPUBSUB_CONNECTION_STRING, SMTP_URL, EMAIL_FROM, VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT/,
    );
    const settings = readConfig({ ...bare, FEATURES_OFF: 'pix, crypto,telegram,realtime,email,push' });
    expect([...settings.featuresOff].sort()).toEqual(['crypto', 'email', 'pix', 'push', 'realtime', 'telegram']);
    expect(settings.pixKey).toBe('');
    expect(() => readConfig({ ...PRODUCTION_ENV, FEATURES_OFF: 'stripe' })).toThrow(
      /FEATURES_OFF names unknown features: stripe/,
    );
  });
});

describe('local mode is explicit', () => {
  it('LOCAL_MODE=1 runs on embedded defaults with the public local keys', () => {
    const settings = readConfig({ LOCAL_MODE: '1' });
    expect(settings.localMode).toBe(true);
    expect(settings.robotKey).toBe(LOCAL_DEFAULTS.ROBOT_KEY);
    expect(settings.stripeWebhookSecret).toBe(LOCAL_DEFAULTS.STRIPE_WEBHOOK_SECRET);
    expect(settings.mongodbUri).toBe('');
    expect(settings.demoRobot).toBe(true);
  });

  it("local mode's robot key is one the robot accepts (at least 16 characters)", () => {
    expect(readConfig({ LOCAL_MODE: '1' }).robotKey.length).toBeGreaterThanOrEqual(16);
  });

  it.each(['0', 'false', 'off', 'no', 'OFF', ' No '])('DEMO_ROBOT=%j switches the in-process robot off', (value) => {
    expect(readConfig({ LOCAL_MODE: '1', DEMO_ROBOT: value }).demoRobot).toBe(false);
  });

  it.each(['1', 'on', 'true', 'yes', ''])('DEMO_ROBOT=%j leaves it on', (value) => {
    expect(readConfig({ LOCAL_MODE: '1', DEMO_ROBOT: value }).demoRobot).toBe(true);
  });

  it.each(['true', 'yes', 'on', 'TRUE', '2', 'local'])(
    'LOCAL_MODE=%j is refused, never read as local mode',
    (value) => {
      expect(() => readConfig({ LOCAL_MODE: value })).toThrow(/LOCAL_MODE must be exactly 1/);
      expect(() => readConfig({ ...PRODUCTION_ENV, LOCAL_MODE: value })).toThrow(/LOCAL_MODE must be exactly 1/);
    },
  );

  it('nothing infers it: an empty environment is not local mode', () => {
    expect(() => readConfig({})).toThrow(/cannot start outside local mode/);
    expect(() => readConfig({ LOCAL_MODE: '0' })).toThrow(ConfigError);
  });

  it('is refused inside Azure', () => {
    expect(() => readConfig({ LOCAL_MODE: '1', WEBSITE_SITE_NAME: 'agulhadas' })).toThrow(
      /LOCAL_MODE must not be set in Azure/,
    );
  });
});
