import { can, type Policy } from '../permissions';

/** A level as a signed-in holder of it carries it: abilities are read from the same table the API refuses with. */
const rolesOf = (level: string): string[] => ['Registered', level];

export interface LevelAbilities {
  included: Policy[];
  excluded: Policy[];
}

/** Which of `policies` a level may use and which it may not, read from the policy table (so screens cannot drift from it). */
export function levelAbilities(level: string, policies: readonly Policy[]): LevelAbilities {
  const included = policies.filter((policy) => can(rolesOf(level), policy));
  return { included, excluded: policies.filter((policy) => !included.includes(policy)) };
}
