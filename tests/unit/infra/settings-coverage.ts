import type { SettingsDeclaration } from '@agulhadas/delivery/settings/declaration';
import type { EnvEntry, ContainerSecret } from './bicep-blocks';

/** Settings the platform or the monitoring reads, not the deployable's code: infra may set them undeclared. */
export const PLATFORM_SETTINGS = [/^APPLICATIONINSIGHTS_CONNECTION_STRING$/, /^AzureWebJobsStorage__[A-Za-z]+$/];

const KEY_VAULT_REFERENCE = /^'\$\{secret\}([a-z0-9-]+)\)'$/;

/** How infra gives a deployable one setting. */
export type Provided =
  | { kind: 'plain'; expression: string }
  | { kind: 'key-vault'; secret: string }
  | { kind: 'secret-not-from-key-vault'; detail: string };

/** A container app's settings: a secretRef counts as Key Vault only when its secret is a keyVaultUrl reference. */
export function containerSettings(env: EnvEntry[], secrets: ContainerSecret[]): Map<string, Provided> {
  const byName = new Map(secrets.map((secret) => [secret.name, secret]));
  return new Map(
    env.map(({ name, source }): [string, Provided] => {
      if (source.kind === 'value') return [name, { kind: 'plain', expression: source.expression }];
      const secret = byName.get(source.secret);
      if (!secret)
        return [name, { kind: 'secret-not-from-key-vault', detail: `secretRef '${source.secret}' names no secret` }];
      const vaultSecret = secret.keyVaultUrl === null ? null : /secrets\/([a-z0-9-]+)'$/.exec(secret.keyVaultUrl);
      return [
        name,
        vaultSecret
          ? { kind: 'key-vault', secret: vaultSecret[1] }
          : { kind: 'secret-not-from-key-vault', detail: `secret '${secret.name}' holds a value` },
      ];
    }),
  );
}

/** A Functions app's settings: a Key Vault reference is `'${secret}<name>)'` with `secret` the reference's prefix. */
export function appServiceSettings(settings: Map<string, string>, secretPrefix: string | null): Map<string, Provided> {
  const prefixIsKeyVault =
    secretPrefix !== null &&
    secretPrefix.startsWith('@Microsoft.KeyVault(SecretUri=') &&
    secretPrefix.endsWith('secrets/');
  return new Map(
    [...settings].map(([name, expression]): [string, Provided] => {
      const reference = KEY_VAULT_REFERENCE.exec(expression);
      if (!reference) return [name, { kind: 'plain', expression }];
      return [
        name,
        prefixIsKeyVault
          ? { kind: 'key-vault', secret: reference[1] }
          : { kind: 'secret-not-from-key-vault', detail: 'the reference prefix is not Key Vault' },
      ];
    }),
  );
}

/** What a deployment must set: always, and for switchable features and sources (infra cannot know which are off). */
export function requiredOutsideLocalMode(declaration: SettingsDeclaration): string[] {
  return Object.entries(declaration)
    .filter(
      ([, { requirement }]) =>
        requirement.when === 'always' || requirement.when === 'unless-off' || requirement.when === 'with',
    )
    .map(([name]) => name);
}

/** Every way infra's settings for one deployable fall short of its declaration, in words; empty when none. */
export function coverageGaps(
  declaration: SettingsDeclaration,
  provided: Map<string, Provided>,
  vaultSecrets: ReadonlySet<string>,
): string[] {
  const gaps: string[] = [];
  for (const name of requiredOutsideLocalMode(declaration))
    if (!provided.has(name)) gaps.push(`${name} is required outside local mode and infra does not set it`);
  for (const [name, source] of provided) {
    const declared = declaration[name];
    if (!declared) {
      if (!PLATFORM_SETTINGS.some((pattern) => pattern.test(name)))
        gaps.push(`${name} is set by infra but not declared`);
      continue;
    }
    if (name === 'LOCAL_MODE' || declared.requirement.when === 'local-only')
      gaps.push(`${name} is a local-mode setting and must not be set in Azure`);
    if (source.kind === 'secret-not-from-key-vault') gaps.push(`${name}: ${source.detail}`);
    if (declared.secret && source.kind === 'plain') gaps.push(`${name} is a secret and infra sets it as a plain value`);
    if (source.kind === 'key-vault' && !vaultSecrets.has(source.secret))
      gaps.push(`${name} reads Key Vault secret '${source.secret}', which infra never writes`);
  }
  return gaps;
}
