import { isLocalMode, localModeProblem } from './local-mode';
import { addressProblem, publicValueProblem, secretProblem } from './value-rules';

type Environment = Readonly<Record<string, string | undefined>>;

/** Which of a deployable's settings each shared rule applies to; a setting left blank is not checked here. */
export interface SettingRules {
  secrets?: readonly string[];
  publicKeys?: readonly string[];
  httpAddresses?: readonly string[];
  wsAddresses?: readonly string[];
}

/**
 * Every problem with a deployable's settings under the shared rules, one phrase each; empty when fine. LOCAL_MODE is
 * checked everywhere; the scheme of an address in every mode; secrets and public values outside local mode only, where
 * a deployment must bring its own.
 */
export function settingRuleProblems(env: Environment, rules: SettingRules): string[] {
  const localMode = isLocalMode(env);
  const present = (settings: readonly string[] = []) =>
    settings.flatMap((setting) => (env[setting]?.trim() ? [[setting, env[setting] as string] as const] : []));
  const problems = [
    localModeProblem(env),
    ...present(rules.httpAddresses).map(([setting, value]) => addressProblem(setting, value, localMode, 'http')),
    ...present(rules.wsAddresses).map(([setting, value]) => addressProblem(setting, value, localMode, 'ws')),
    ...(localMode
      ? []
      : [
          ...present(rules.secrets).map(([setting, value]) => secretProblem(setting, value)),
          ...present(rules.publicKeys).map(([setting, value]) => publicValueProblem(setting, value)),
        ]),
  ];
  return problems.filter((problem): problem is string => problem !== null);
}
