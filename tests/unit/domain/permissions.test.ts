import { can } from '@agulhadas/domain/permissions';

describe('permission table', () => {
  const anonymous: string[] = [];
  const registered = ['Registered', 'key_u'];
  const level = (name: string) => ['Registered', name, 'key_u'];

  it('sorting and favourites are for every paid level', () => {
    for (const name of ['Basico', 'Assinante', 'VIP', 'VIP30', 'VIPCORRETORA']) {
      expect(can(level(name), 'assets:sort')).toBe(true);
      expect(can(level(name), 'favorites:cloud')).toBe(true);
      expect(can(level(name), 'ads:hidden')).toBe(true);
    }
    expect(can(registered, 'assets:sort')).toBe(false);
    expect(can(anonymous, 'ads:hidden')).toBe(false);
  });

  it('alerts, and their push notifications, are for Assinante and VIP levels, not Basico', () => {
    for (const policy of ['alerts:use', 'push:use'] as const) {
      expect(can(level('Basico'), policy)).toBe(false);
      expect(can(registered, policy)).toBe(false);
      for (const name of ['Assinante', 'VIP', 'VIP30', 'VIPCORRETORA']) expect(can(level(name), policy)).toBe(true);
    }
  });

  it('real time and own assets are VIP only; the user key is VIP and VIP30', () => {
    expect(can(level('VIP'), 'realtime:use')).toBe(true);
    expect(can(level('VIP30'), 'realtime:use')).toBe(false);
    expect(can(level('VIP'), 'userAssets:use')).toBe(true);
    expect(can(level('VIP30'), 'userKey:show')).toBe(true);
    expect(can(level('Assinante'), 'userKey:show')).toBe(false);
  });

  it('the options panel is for registered users; bulk turn-off for anyone signed in, turn-on for paid', () => {
    expect(can(registered, 'options:use')).toBe(true);
    expect(can(anonymous, 'options:use')).toBe(false);
    expect(can(registered, 'alerts:turnOffAll')).toBe(true);
    expect(can(registered, 'alerts:turnOnAll')).toBe(false);
    expect(can(level('Basico'), 'alerts:turnOnAll')).toBe(true);
  });
});
