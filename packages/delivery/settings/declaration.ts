import type { SettingRules } from './deployment-settings';
import type { AddressKind } from './value-rules';

/**
 * How a present value is checked beyond being there. `secret`, `public-value` and `address` are the shared rules every
 * deployable applies (value-rules.ts); `number` and `choice` bound what a deployable reads; `format` names a
 * deployable's own rule (a Stripe key's prefix, a JSON list), which that deployable checks itself.
 */
export type SettingRule =
  | { kind: 'secret' }
  | { kind: 'public-value' }
  | { kind: 'address'; scheme: AddressKind }
  | { kind: 'number'; min: number; max?: number; integer: boolean }
  | { kind: 'choice'; values: readonly string[] }
  | { kind: 'format'; format: string }
  | { kind: 'text' };

/**
 * When a deployment must set it: `always` outside local mode; `unless-off` while a switchable feature is on (on by
 * default); `with` when a source is named (off by default); `optional`; `local-only` for the local runtime's settings.
 */
export type SettingRequirement =
  | { when: 'always' }
  | { when: 'unless-off'; feature: string }
  | { when: 'with'; source: string }
  | { when: 'optional' }
  | { when: 'local-only' };

interface CommonDeclaration {
  requirement: SettingRequirement;
  rule: SettingRule;
  /** One line: what the setting is for. */
  description: string;
}

/** A secret never has a default: a value written in the repository is public. */
export type SettingDeclaration = CommonDeclaration & ({ secret: true } | { secret: false; default?: string });

/** A deployable's settings by name: the one place a setting is declared. */
export type SettingsDeclaration = Readonly<Record<string, SettingDeclaration>>;

export function declareSettings<const T extends SettingsDeclaration>(settings: T): T {
  return settings;
}

const named = (settings: SettingsDeclaration, keep: (declaration: SettingDeclaration) => boolean): string[] =>
  Object.entries(settings)
    .filter(([, declaration]) => keep(declaration))
    .map(([name]) => name);

/** The declared settings each shared rule applies to, for settingRuleProblems. */
export function sharedRulesOf(settings: SettingsDeclaration): SettingRules {
  const address = (scheme: AddressKind) =>
    named(settings, ({ rule }) => rule.kind === 'address' && rule.scheme === scheme);
  return {
    secrets: named(settings, ({ rule }) => rule.kind === 'secret'),
    publicKeys: named(settings, ({ rule }) => rule.kind === 'public-value'),
    httpAddresses: address('http'),
    wsAddresses: address('ws'),
  };
}

/** The settings a switchable feature (or a source) needs while it is on. */
export function settingsNeededBy(settings: SettingsDeclaration, featureOrSource: string): string[] {
  return named(
    settings,
    ({ requirement }) =>
      (requirement.when === 'unless-off' && requirement.feature === featureOrSource) ||
      (requirement.when === 'with' && requirement.source === featureOrSource),
  );
}

/** The "required" column of a configuration table, as docs/configuration.md writes it. */
export function requirementText(requirement: SettingRequirement): string {
  switch (requirement.when) {
    case 'always':
      return 'yes';
    case 'unless-off':
      return `yes, unless \`${requirement.feature}\` is off`;
    case 'with':
      return `with \`${requirement.source}\``;
    case 'optional':
      return 'no';
    case 'local-only':
      return 'local only';
  }
}
