import { describe, expect, it, beforeEach } from '@jest/globals';
import { alertGroupsOf, alerts } from '../../api/src/store/alerts';
import type { Store } from '../../api/src/store/types';
import type { AlertGroup } from '@agulhadas/domain/alerts/alert';
import type { CommentItem } from '@agulhadas/domain/user-info';
import type { FavoriteListItem } from '@agulhadas/domain/user-options';
import { call } from '../support/api-client';
import {
  PETR4,
  VALE3,
  ana,
  arrangeAlertsWorld,
  buyAgulhada,
  createAlert,
  deleteAlert,
  editAlert,
} from './alerts-support';

interface UserInfo {
  alerts: AlertGroup[];
  favorites: FavoriteListItem[];
  comments: CommentItem[];
}

/**
 * getUserInfo keeps the JSON of a user's alerts, notes and favourites per stored version, and the last gzip of its
 * answer per user: whatever changed in between, the next answer is the stored data's, never a kept one.
 */
describe('getUserInfo after each change', () => {
  let store: Store;
  beforeEach(async () => {
    store = await arrangeAlertsWorld();
  });

  // As a browser asks (gzip) and as a plain client asks: both must show the change.
  const infoVariants = [
    ['gzip', { 'accept-encoding': 'gzip, deflate, br' }],
    ['plain', {}],
  ] as const;

  it.each(infoVariants)(
    'answers the stored alerts after creations, edits and removals (%s)',
    async (_variant, headers) => {
      const info = async () => (await call<UserInfo>('getUserInfo', { as: ana, headers })).body;
      const messages = async () =>
        (await info()).alerts.flatMap((group) =>
          group.alerts.map((alert) => `${group.asset} ${group.timeframe} ${alert.message}`),
        );
      expect((await info()).alerts).toEqual([]);
      const first = (await createAlert(PETR4, 'D', buyAgulhada)).body.result.alerts[0]!;
      expect(await messages()).toEqual([`${PETR4} D Agulhada!`]);
      expect(await messages()).toEqual([`${PETR4} D Agulhada!`]);
      await editAlert(PETR4, 'D', { ...buyAgulhada, id: first.id, message: 'Mudou' });
      expect(await messages()).toEqual([`${PETR4} D Mudou`]);
      await createAlert(VALE3, 'D', { rules: [{ name: 'Alerta', value: -1 }], message: 'Venda' });
      await createAlert(PETR4, '15', { rules: [{ name: 'Alerta', value: 1 }], message: 'Curto' });
      expect(await messages()).toEqual([`${PETR4} 15 Curto`, `${PETR4} D Mudou`, `${VALE3} D Venda`]);
      // A write straight to the store (the alert engine stamping a firing) shows too.
      await alerts(store).updateOne(
        { _id: `ana|${first.id}` },
        { $set: { lastNotification: '2026-11-20T12:15:00.000Z' } },
      );
      const stamped = (await info()).alerts.find((group) => group.timeframe === 'D' && group.asset === PETR4)!
        .alerts[0]!;
      expect(stamped.lastNotification).toBe('2026-11-20T12:15:00.000Z');
      await deleteAlert(PETR4, 'D', first.id);
      expect(await messages()).toEqual([`${PETR4} 15 Curto`, `${VALE3} D Venda`]);
      expect((await info()).alerts).toEqual(JSON.parse(JSON.stringify(await alertGroupsOf(store, 'ana'))));
    },
  );

  it.each(infoVariants)('answers the stored notes and favourites after each change (%s)', async (_variant, headers) => {
    const info = async () => (await call<UserInfo>('getUserInfo', { as: ana, headers })).body;
    expect((await info()).comments).toEqual([]);
    await call('getComments', { method: 'POST', body: { asset: PETR4, comment: 'primeira nota' }, as: ana });
    expect((await info()).comments.map((note) => note.comment)).toEqual(['primeira nota']);
    await call('getComments', { method: 'POST', body: { asset: VALE3, comment: 'segunda nota' }, as: ana });
    expect((await info()).comments.map((note) => note.comment).sort()).toEqual(['primeira nota', 'segunda nota']);
    await call('syncFavorites', {
      method: 'POST',
      body: { listId: 1, listName: 'Favoritos', favorites: [PETR4] },
      as: ana,
    });
    expect((await info()).favorites.find((list) => list.id === 1)?.assets).toEqual([PETR4]);
    await call('syncFavorites', {
      method: 'POST',
      body: { listId: 1, listName: 'Favoritos', favorites: [VALE3, PETR4] },
      as: ana,
    });
    expect((await info()).favorites.find((list) => list.id === 1)?.assets).toEqual([VALE3, PETR4]);
  });
});
