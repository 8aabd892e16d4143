import { PUBLIC_LOCAL_VALUES } from '@agulhadas/delivery/settings/public-local-values';
import { readConfig } from '../../../api/src/config';
import { readSettings as readNotifierSettings } from '../../../notifier/src/settings';
import { readSettings as readRobotSettings } from '../../../robot/src/settings';
import { PRODUCTION_ENV } from '../../support/production-env';

type Environment = Record<string, string>;

interface Deployable {
  name: string;
  read: (env: Environment) => unknown;
  /** A complete deployment environment it starts with. */
  deployed: Environment;
  /** A key it holds, and an address it calls. */
  secret: string;
  address: string;
  /** Public local values set on purpose, each in the setting local mode gives it. */
  localValues: Environment;
}

const DEPLOYABLES: Deployable[] = [
  {
    name: 'API',
    read: (env) => readConfig(env),
    deployed: PRODUCTION_ENV,
    secret: 'ROBOT_KEY',
    address: 'TELEGRAM_API_URL',
    localValues: {
      ROBOT_KEY: PUBLIC_LOCAL_VALUES.ROBOT_KEY,
      TELEGRAM_BOT_TOKEN: PUBLIC_LOCAL_VALUES.TELEGRAM_BOT_TOKEN,
      VAPID_PUBLIC_KEY: PUBLIC_LOCAL_VALUES.VAPID_PUBLIC_KEY,
      VAPID_PRIVATE_KEY: PUBLIC_LOCAL_VALUES.VAPID_PRIVATE_KEY,
    },
  },
  {
    name: 'robot',
    read: readRobotSettings,
    deployed: {
      AGULHADAS_API_URL: 'https://agulhadas.example',
      ROBOT_KEY: 'a-robot-key-of-32-characters-ok!',
      ROBOT_SOURCES: 'demo',
    },
    secret: 'ROBOT_KEY',
    address: 'AGULHADAS_API_URL',
    localValues: { ROBOT_KEY: PUBLIC_LOCAL_VALUES.ROBOT_KEY },
  },
  {
    name: 'notifier',
    read: readNotifierSettings,
    deployed: {
      MONGODB_URI: 'mongodb://db.example',
      TELEGRAM_BOT_TOKEN: '123456:telegram-token-of-the-site',
      SMTP_URL: 'smtps://user:password@smtp.example:465',
      EMAIL_FROM: 'Agulhadas <contato@agulhadas.example>',
      VAPID_PUBLIC_KEY: 'BPublicKeyOfTheSiteThatIsLongEnough',
      VAPID_PRIVATE_KEY: 'private-key-of-the-site',
      VAPID_SUBJECT: 'mailto:contato@agulhadas.example',
    },
    secret: 'TELEGRAM_BOT_TOKEN',
    address: 'TELEGRAM_API_URL',
    localValues: {
      TELEGRAM_BOT_TOKEN: PUBLIC_LOCAL_VALUES.TELEGRAM_BOT_TOKEN,
      VAPID_PUBLIC_KEY: PUBLIC_LOCAL_VALUES.VAPID_PUBLIC_KEY,
      VAPID_PRIVATE_KEY: PUBLIC_LOCAL_VALUES.VAPID_PRIVATE_KEY,
    },
  },
];

/** The message the deployable stops with, or '' when it starts. */
function refusal(deployable: Deployable, env: Environment): string {
  try {
    deployable.read(env);
    return '';
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

describe.each(DEPLOYABLES)('the $name refuses what every deployable refuses', (deployable) => {
  const { deployed, secret, address } = deployable;

  it('starts with a complete deployment environment', () => {
    expect(refusal(deployable, deployed)).toBe('');
  });

  it.each(['WEBSITE_SITE_NAME', 'CONTAINER_APP_NAME'])(
    'refuses local mode where %s says it runs in Azure',
    (marker) => {
      expect(refusal(deployable, { ...deployed, LOCAL_MODE: '1', [marker]: 'agulhadas' })).toContain(
        `LOCAL_MODE must not be set in Azure (${marker} is present)`,
      );
      expect(refusal(deployable, { ...deployed, [marker]: 'agulhadas' })).toBe('');
    },
  );

  it.each(['true', 'yes', '2'])('refuses LOCAL_MODE=%s rather than guess', (value) => {
    expect(refusal(deployable, { ...deployed, LOCAL_MODE: value })).toContain('LOCAL_MODE must be exactly 1');
  });

  it.each(['Ø', 'fifteen-chars-k', 'sixteen chars ok'])('refuses the key %j without printing it', (value) => {
    const message = refusal(deployable, { ...deployed, [secret]: value });
    expect(message).toContain(`${secret} must have at least 16 characters and no spaces`);
    expect(message).not.toContain(value);
  });

  it('refuses every public local value outside local mode, naming each setting and printing none', () => {
    const message = refusal(deployable, { ...deployed, ...deployable.localValues });
    for (const [setting, value] of Object.entries(deployable.localValues)) {
      expect(message).toContain(`${setting} is the public local default`);
      expect(message).not.toContain(value);
    }
  });

  it.each(['javascript:alert(1)', 'ftp://files.example', 'file:///etc/passwd', 'agulhadas.example'])(
    'refuses the address %j in every mode',
    (value) => {
      expect(refusal(deployable, { ...deployed, [address]: value })).toContain(
        `${address} must be an https:// address`,
      );
      expect(refusal(deployable, { ...deployed, LOCAL_MODE: '1', [address]: value })).toContain(
        `${address} must be a full http(s):// address`,
      );
    },
  );

  it('refuses an http:// address outside local mode and takes it in local mode, with the local values', () => {
    expect(refusal(deployable, { ...deployed, [address]: 'http://proxy.example' })).toContain(
      `${address} must be an https:// address`,
    );
    expect(
      refusal(deployable, {
        ...deployed,
        ...deployable.localValues,
        LOCAL_MODE: '1',
        [address]: 'http://localhost:4280',
        [secret]: 'k',
      }),
    ).toBe('');
  });
});
