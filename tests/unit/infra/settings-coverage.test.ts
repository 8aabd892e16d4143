import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { API_SETTINGS } from '../../../api/src/config/settings-declaration';
import { NOTIFIER_SETTINGS } from '../../../notifier/src/settings-declaration';
import { ROBOT_SETTINGS } from '../../../robot/src/settings-declaration';
import {
  keyVaultSecretResources,
  parseContainerSecrets,
  parseEnvArray,
  parseObject,
  stringVariable,
} from './bicep-blocks';
import { appServiceSettings, containerSettings, coverageGaps } from './settings-coverage';

const infra = join(__dirname, '../../../infra');
const read = (path: string) => readFileSync(join(infra, path), 'utf8');

function bicepFiles(folder: string): string[] {
  return readdirSync(join(infra, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return bicepFiles(path);
    return entry.name.endsWith('.bicep') ? [path] : [];
  });
}

/** Key Vault secrets infra writes: the main template's given secrets, and each module's own secret resources. */
function vaultSecrets(): Set<string> {
  const given = [...parseObject(read('main.bicep'), 'givenSecrets').keys()];
  const written = bicepFiles('.').flatMap((path) => keyVaultSecretResources(read(path)));
  return new Set([...given, ...written]);
}

describe('infra provides every setting each deployable needs outside local mode', () => {
  const secrets = vaultSecrets();

  it('the API (Functions app settings)', () => {
    const text = read('app/api.bicep');
    const provided = appServiceSettings(parseObject(text, 'appSettings'), stringVariable(text, 'secret'));
    expect(coverageGaps(API_SETTINGS, provided, secrets)).toEqual([]);
    expect(provided.get('MONGODB_URI')).toEqual({ kind: 'key-vault', secret: 'mongodb-uri' });
  });

  it('the robot (container environment)', () => {
    const text = read('app/robot.bicep');
    const provided = containerSettings(parseEnvArray(text), parseContainerSecrets(text));
    expect(coverageGaps(ROBOT_SETTINGS, provided, secrets)).toEqual([]);
    expect(provided.get('ROBOT_KEY')).toEqual({ kind: 'key-vault', secret: 'robot-key' });
  });

  it('the notifier (container environment)', () => {
    const text = read('app/notifier.bicep');
    const provided = containerSettings(parseEnvArray(text), parseContainerSecrets(text));
    expect(coverageGaps(NOTIFIER_SETTINGS, provided, secrets)).toEqual([]);
    expect(provided.get('MONGODB_URI')).toEqual({ kind: 'key-vault', secret: 'mongodb-uri' });
  });

  it('every deployable reports the deployed commit and to Application Insights', () => {
    const api = parseObject(read('app/api.bicep'), 'appSettings');
    const containers = ['app/robot.bicep', 'app/notifier.bicep'].map(
      (path) => new Set(parseEnvArray(read(path)).map(({ name }) => name)),
    );
    for (const name of ['AGULHADAS_VERSION', 'APPLICATIONINSIGHTS_CONNECTION_STRING']) {
      expect(api.has(name)).toBe(true);
      for (const names of containers) expect(names.has(name)).toBe(true);
    }
  });

  it('the API and the robot meet on the same Web PubSub hub (their declared defaults differ)', () => {
    const api = parseObject(read('app/api.bicep'), 'appSettings').get('WEBPUBSUB_HUB');
    const robot = parseEnvArray(read('app/robot.bicep')).find(({ name }) => name === 'WEBPUBSUB_HUB');
    expect(robot?.source).toEqual({ kind: 'value', expression: api });
  });
});

describe('the check fails when infra loses a line', () => {
  const secrets = vaultSecrets();

  it.each(['MONGODB_URI', 'STRIPE_WEBHOOK_SECRET', 'PUBLIC_URL', 'VAPID_SUBJECT'])('API without %s', (name) => {
    const text = read('app/api.bicep');
    const lines = text.split('\n').filter((line) => !line.trim().startsWith(`${name}:`));
    const provided = appServiceSettings(parseObject(lines.join('\n'), 'appSettings'), stringVariable(text, 'secret'));
    expect(coverageGaps(API_SETTINGS, provided, secrets)).toEqual([
      `${name} is required outside local mode and infra does not set it`,
    ]);
  });

  it.each([
    ['app/robot.bicep', 'ROBOT_SOURCES'],
    ['app/robot.bicep', 'AGULHADAS_API_URL'],
    ['app/notifier.bicep', 'SMTP_URL'],
    ['app/notifier.bicep', 'EMAIL_FROM'],
  ])('%s without %s', (path, name) => {
    const text = read(path)
      .split('\n')
      .filter((line) => !line.includes(`name: '${name}'`))
      .join('\n');
    const declaration = path.includes('robot') ? ROBOT_SETTINGS : NOTIFIER_SETTINGS;
    const provided = containerSettings(parseEnvArray(text), parseContainerSecrets(text));
    expect(coverageGaps(declaration, provided, secrets)).toEqual([
      `${name} is required outside local mode and infra does not set it`,
    ]);
  });

  it('a Key Vault secret infra never writes is a gap', () => {
    const text = read('app/robot.bicep');
    const provided = containerSettings(parseEnvArray(text), parseContainerSecrets(text));
    const without = new Set([...secrets].filter((name) => name !== 'brapi-token'));
    expect(coverageGaps(ROBOT_SETTINGS, provided, without)).toEqual([
      "BRAPI_TOKEN reads Key Vault secret 'brapi-token', which infra never writes",
    ]);
  });
});
