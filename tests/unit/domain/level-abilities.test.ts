import { levelAbilities } from '@agulhadas/domain/plans/level-abilities';
import { isSellableLevel } from '@agulhadas/domain/plans/plan-keys';

describe('level abilities from the policy table', () => {
  it('splits the asked policies into what a level may and may not use', () => {
    expect(levelAbilities('VIPCORRETORA', ['alerts:use', 'realtime:use', 'userAssets:use', 'userKey:show'])).toEqual({
      included: ['alerts:use'],
      excluded: ['realtime:use', 'userAssets:use', 'userKey:show'],
    });
    expect(levelAbilities('VIP30', ['realtime:use', 'userKey:show'])).toEqual({
      included: ['userKey:show'],
      excluded: ['realtime:use'],
    });
  });

  it('shows only the sold levels as cards of the plans page', () => {
    expect(['Basico', 'Assinante', 'VIP', 'VIP30', 'VIPCORRETORA'].filter(isSellableLevel)).toEqual([
      'Basico',
      'Assinante',
      'VIP',
    ]);
  });
});
