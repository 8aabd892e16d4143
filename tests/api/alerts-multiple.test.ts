import { beforeEach, describe, expect, it } from '@jest/globals';
import { alerts } from '../../api/src/store/alerts';
import type { Store } from '../../api/src/store/types';
import type { Alert } from '@agulhadas/domain/alerts/alert';
import { call } from '../support/api-client';
import {
  type BulkAnswer,
  PETR4,
  VALE3,
  alertOwnedBy,
  ana,
  arrangeAlertsWorld,
  buyAgulhada,
  createAlert,
  rita,
  snapshot,
  vitor,
} from './alerts-support';

const bulkEdit = (alertUpdates: unknown, as = ana) =>
  call<BulkAnswer>('multipleAlerts', { method: 'POST', body: { alertUpdates }, as });
const bulkDelete = (items: unknown, as = ana) =>
  call<BulkAnswer>('multipleAlerts', { method: 'DELETE', body: { alerts: items }, as });
const update = (asset: string, alert: Alert, active: boolean) => ({
  asset,
  timeframe: alert.timeframe,
  id: alert.id,
  alertConfig: { rules: alert.rules, message: alert.message, frequency: alert.frequency, active },
});

describe('/api/multipleAlerts', () => {
  let store: Store;
  let mine: Array<{ asset: string; alert: Alert }>;
  beforeEach(async () => {
    store = await arrangeAlertsWorld();
    mine = [];
    for (const [asset, tf] of [
      [PETR4, 'D'],
      [PETR4, '15'],
      [VALE3, 'D'],
    ] as const) {
      mine.push({ asset, alert: (await createAlert(asset, tf, buyAgulhada)).body.result.alerts[0]! });
    }
  });

  it('switches all off and on, answering the count and every group', async () => {
    const off = await bulkEdit(mine.map(({ asset, alert }) => update(asset, alert, false)));
    expect(off.status).toBe(200);
    expect(off.body.result.modifiedCount).toBe(3);
    expect(off.body.alerts.map((g) => `${g.asset}|${g.timeframe}`)).toEqual([
      `${PETR4}|15`,
      `${PETR4}|D`,
      `${VALE3}|D`,
    ]);
    expect(off.body.alerts.flatMap((g) => g.alerts).every((a) => !a.active)).toBe(true);
    const on = await bulkEdit(mine.map(({ asset, alert }) => update(asset, alert, true)));
    expect(on.body.result.modifiedCount).toBe(3);
    expect(await alerts(store).countDocuments({ userId: 'ana', active: true })).toBe(3);
  });

  it('edits the content of several alerts', async () => {
    const res = await bulkEdit(
      mine.map(({ asset, alert }) => ({
        ...update(asset, alert, true),
        alertConfig: { rules: [{ name: 'Trix', value: -1 }], frequency: '15' },
      })),
    );
    expect(res.body.result.modifiedCount).toBe(3);
    expect(res.body.alerts.flatMap((g) => g.alerts).map((a) => a.frequency)).toEqual(['15', '15', '15']);
  });

  it("only touches the caller's alerts: other users' ids simply do not match", async () => {
    const theirs = (await createAlert(PETR4, 'D', buyAgulhada, vitor)).body.result.alerts[0]!;
    const before = await snapshot(store);
    const res = await bulkEdit([update(PETR4, theirs, false)]);
    expect(res.status).toBe(200);
    expect(res.body.result.modifiedCount).toBe(0);
    const del = await bulkDelete([{ asset: PETR4, timeframe: 'D', id: theirs.id }]);
    expect(del.body.result.deletedCount).toBe(0);
    expect(del.body.alerts.flatMap((g) => g.alerts)).toHaveLength(3);
    expect(await snapshot(store)).toEqual(before);
  });

  it("deletes all of the caller's alerts", async () => {
    const res = await bulkDelete(mine.map(({ asset, alert }) => ({ asset, timeframe: alert.timeframe, id: alert.id })));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ result: { deletedCount: 3 }, alerts: [] });
  });

  it('lets a registered user switch off in bulk but not on, edit or delete, changing nothing on refusal', async () => {
    const hers = [await alertOwnedBy(store, 'rita', PETR4, 'D'), await alertOwnedBy(store, 'rita', VALE3, 'D')];
    const before = await snapshot(store);
    const turnOn = await bulkEdit(
      hers.map((alert, i) => update(i ? VALE3 : PETR4, { ...alert }, true)).map((u) => ({ ...u })),
      rita,
    );
    // Both are on already: asking "on" again is a no-op edit that still needs the subscription.
    expect(turnOn.status).toBe(403);
    const editing = await bulkEdit(
      [{ ...update(PETR4, hers[0]!, false), alertConfig: { rules: [{ name: 'Trix', value: 1 }], active: false } }],
      rita,
    );
    expect(editing.status).toBe(403);
    expect((await bulkDelete([{ asset: PETR4, timeframe: 'D', id: hers[0]!.id }], rita)).status).toBe(403);
    expect(await snapshot(store)).toEqual(before);
    const off = await bulkEdit([update(PETR4, hers[0]!, false), update(VALE3, hers[1]!, false)], rita);
    expect(off.status).toBe(200);
    expect(off.body.result.modifiedCount).toBe(2);
    const offNow = await snapshot(store);
    const backOn = await bulkEdit([update(PETR4, hers[0]!, true)], rita);
    expect(backOn.status).toBe(403);
    expect(await snapshot(store)).toEqual(offNow);
  });

  it('refuses bad bodies, operator keys and oversized batches with 400, changing nothing', async () => {
    const before = await snapshot(store);
    const item = update(PETR4, mine[0]!.alert, false);
    const posts: unknown[] = [
      { alertUpdates: [] },
      { alertUpdates: [{ ...item, id: { $gt: '' } }] },
      { alertUpdates: [{ ...item, $set: { userId: 'vitor' } }] },
      { alertUpdates: [{ ...item, alertConfig: { ...item.alertConfig, rules: [] } }] },
      { alertUpdates: Array.from({ length: 1001 }, () => item) },
      { alertUpdates: { $gt: '' } },
      {},
    ];
    for (const body of posts)
      expect((await call('multipleAlerts', { method: 'POST', body, as: ana })).status).toBe(400);
    const deletes: unknown[] = [
      { alerts: [] },
      { alerts: [{ asset: PETR4, timeframe: 'D', id: { $ne: 'x' } }] },
      { alerts: 'all' },
      { $where: '1' },
    ];
    for (const body of deletes)
      expect((await call('multipleAlerts', { method: 'DELETE', body, as: ana })).status).toBe(400);
    expect((await call('multipleAlerts', { method: 'POST', body: { alertUpdates: [item] } })).status).toBe(401);
    expect(await snapshot(store)).toEqual(before);
  });
});
