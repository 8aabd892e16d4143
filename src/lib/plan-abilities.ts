import type { Policy } from '@agulhadas/domain/permissions';
import { levelAbilities } from '@agulhadas/domain/plans/level-abilities';

/**
 * The abilities a customer tells plans apart by, in the words of the plans page. Policies that every signed-in user
 * has, or that come with another one listed here (Telegram and push come with alerts), are left out.
 */
const ABILITY_LABELS: ReadonlyArray<readonly [Policy, string]> = [
  ['assets:all', 'Todos os ativos'],
  ['ads:hidden', 'Sem anúncios'],
  ['assets:realtimeData', 'Dados mais recentes'],
  ['assets:sort', 'Ordenação dos ativos'],
  ['favorites:cloud', 'Favoritos sincronizados entre dispositivos'],
  ['comments:use', 'Anotações pessoais nos ativos'],
  ['alerts:use', 'Alertas no Telegram'],
  ['realtime:use', 'Tempo real'],
  ['userAssets:use', 'Meus ativos'],
  ['userKey:show', 'Chave para robô, indicador e webhook'],
];

const LABEL_OF = new Map(ABILITY_LABELS);

export interface PlanAbilityLines {
  included: string[];
  excluded: string[];
}

/** What a level includes and excludes, as lines a customer reads, from the domain's policy table. */
export function planAbilityLines(level: string): PlanAbilityLines {
  const { included, excluded } = levelAbilities(
    level,
    ABILITY_LABELS.map(([policy]) => policy),
  );
  const label = (policy: Policy) => LABEL_OF.get(policy) ?? policy;
  return { included: included.map(label), excluded: excluded.map(label) };
}
