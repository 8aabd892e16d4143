import { declareSettings } from '@agulhadas/delivery/settings/declaration';
import {
  keyVaultSecretResources,
  parseContainerSecrets,
  parseEnvArray,
  parseObject,
  stringVariable,
} from './bicep-blocks';
import { appServiceSettings, containerSettings, coverageGaps } from './settings-coverage';

const container = `
var secrets = [
  { name: 'db', keyVaultUrl: '\${vaultUri}secrets/mongodb-uri', identity: identityId }
  { name: 'inline', value: 'not-from-the-vault' }
]

var env = [
  // a comment line is skipped
  { name: 'MONGODB_URI', secretRef: 'db' }
  { name: 'PORT', value: string(healthPort) }
  { name: 'KEY', secretRef: 'inline' }
]
`;

const declaration = declareSettings({
  MONGODB_URI: { requirement: { when: 'always' }, rule: { kind: 'text' }, secret: true, description: 'db' },
  PORT: { requirement: { when: 'optional' }, rule: { kind: 'text' }, secret: false, description: 'port' },
  KEY: {
    requirement: { when: 'unless-off', feature: 'x' },
    rule: { kind: 'secret' },
    secret: true,
    description: 'key',
  },
  TOKEN: { requirement: { when: 'with', source: 'y' }, rule: { kind: 'secret' }, secret: true, description: 'token' },
  LOCAL_MODE: { requirement: { when: 'optional' }, rule: { kind: 'text' }, secret: false, description: 'local' },
  DATA_DIR: { requirement: { when: 'local-only' }, rule: { kind: 'text' }, secret: false, description: 'dir' },
});

describe('the Bicep blocks infra writes settings in', () => {
  it('reads a container environment and its secrets', () => {
    expect(parseEnvArray(container)).toEqual([
      { name: 'MONGODB_URI', source: { kind: 'secretRef', secret: 'db' } },
      { name: 'PORT', source: { kind: 'value', expression: 'string(healthPort)' } },
      { name: 'KEY', source: { kind: 'secretRef', secret: 'inline' } },
    ]);
    expect(parseContainerSecrets(container)).toEqual([
      { name: 'db', keyVaultUrl: "'${vaultUri}secrets/mongodb-uri'" },
      { name: 'inline', keyVaultUrl: null },
    ]);
  });

  it('reads an app settings object and a string variable', () => {
    const text =
      "var secret = '@Microsoft.KeyVault(SecretUri=${uri}secrets/'\nvar appSettings = {\n  A: 'x'\n  B: '${secret}b-key)'\n  'C': join(split(v, ','), ',')\n}\n";
    expect([...parseObject(text, 'appSettings')]).toEqual([
      ['A', "'x'"],
      ['B', "'${secret}b-key)'"],
      ['C', "join(split(v, ','), ',')"],
    ]);
    expect(stringVariable(text, 'secret')).toBe('@Microsoft.KeyVault(SecretUri=${uri}secrets/');
  });

  it('refuses a shape it does not know instead of skipping it', () => {
    expect(() => parseEnvArray("var env = [\n  { name: 'A' }\n]\n")).toThrow('one of value or secretRef');
    expect(() => parseEnvArray("var env = [\n  { name: 'A', value: 'x', secretRef: 'y' }\n]\n")).toThrow(
      'one of value or secretRef',
    );
    expect(() => parseEnvArray("var env = [\n  {\n    name: 'A'\n  }\n]\n")).toThrow();
    expect(() => parseEnvArray('var other = []\n')).toThrow('no block');
    expect(() => parseObject('var appSettings = {\n  A: 1\n  A: 2\n}\n', 'appSettings')).toThrow('set twice');
  });

  it('finds the Key Vault secrets a module writes', () => {
    const text =
      "resource uri 'Microsoft.KeyVault/vaults/secrets@2023-07-01' = {\n  parent: vault\n  name: 'mongodb-uri'\n  properties: { value: x }\n}\nresource other 'Microsoft.Web/sites@2024-04-01' = {\n  name: 'not-a-secret'\n}\n";
    expect(keyVaultSecretResources(text)).toEqual(['mongodb-uri']);
  });
});

describe('coverage rules', () => {
  const vault = new Set(['mongodb-uri']);

  it('names each gap: missing required settings, secrets not from Key Vault', () => {
    const provided = containerSettings(parseEnvArray(container), parseContainerSecrets(container));
    expect(coverageGaps(declaration, provided, vault)).toEqual([
      'TOKEN is required outside local mode and infra does not set it',
      "KEY: secret 'inline' holds a value",
    ]);
  });

  it('refuses a secret set as a plain value, a local-mode setting, an undeclared name and an unwritten vault secret', () => {
    const settings = new Map([
      ['MONGODB_URI', "'mongodb://x'"],
      ['KEY', "'${secret}missing)'"],
      ['TOKEN', "'${secret}mongodb-uri)'"],
      ['LOCAL_MODE', "'1'"],
      ['DATA_DIR', "'.data'"],
      ['SOMETHING', "'x'"],
      ['APPLICATIONINSIGHTS_CONNECTION_STRING', 'insights.properties.ConnectionString'],
    ]);
    const provided = appServiceSettings(settings, '@Microsoft.KeyVault(SecretUri=${uri}secrets/');
    expect(coverageGaps(declaration, provided, vault)).toEqual([
      'MONGODB_URI is a secret and infra sets it as a plain value',
      "KEY reads Key Vault secret 'missing', which infra never writes",
      'LOCAL_MODE is a local-mode setting and must not be set in Azure',
      'DATA_DIR is a local-mode setting and must not be set in Azure',
      'SOMETHING is set by infra but not declared',
    ]);
  });

  it('a reference whose prefix is not Key Vault is not a Key Vault reference', () => {
    const provided = appServiceSettings(new Map([['MONGODB_URI', "'${secret}mongodb-uri)'"]]), 'https://example.com/');
    expect(provided.get('MONGODB_URI')).toEqual({
      kind: 'secret-not-from-key-vault',
      detail: 'the reference prefix is not Key Vault',
    });
  });
});
