import { describe, expect, it, beforeEach } from '@jest/globals';
import { MAX_ALERTS_PER_USER } from '../../api/src/alerts/alert-request-schemas';
import { alerts } from '../../api/src/store/alerts';
import type { Store } from '../../api/src/store/types';
import { call, principalFor } from '../support/api-client';
import { alertDoc, assetDoc, insertAssets } from '../support/fixtures';
import {
  PETR4,
  VALE3,
  alertOwnedBy,
  ana,
  arrangeAlertsWorld,
  bruno,
  buyAgulhada,
  createAlert,
  deleteAlert,
  editAlert,
  rita,
  snapshot,
  vitor,
} from './alerts-support';

const DENIED = 'Os alertas estão disponíveis apenas para os planos Assinante e VIP.';

describe('/api/userAlerts', () => {
  let store: Store;
  beforeEach(async () => {
    store = await arrangeAlertsWorld();
  });

  it('creates an alert and answers the group of that asset and timeframe', async () => {
    const res = await createAlert(PETR4, 'D', { ...buyAgulhada, config: { agulhada: true, Trix: true } });
    expect(res.status).toBe(200);
    const { result } = res.body;
    expect(result).toMatchObject({ asset: PETR4, timeframe: 'D' });
    expect(result.alerts).toHaveLength(1);
    const [alert] = result.alerts;
    expect(alert).toMatchObject({
      active: true,
      message: 'Agulhada!',
      frequency: 'tf',
      rules: [{ name: 'agulhada', value: 1 }],
      config: { agulhada: true },
      lastNotification: null,
      timeframe: 'D',
    });
    expect(result._id).toBe(alert!.id);
    const second = await createAlert(PETR4, 'D', { rules: [{ name: 'Alerta', value: -1 }] });
    expect(second.body.result.alerts.map((a) => a.rules[0]!.name)).toEqual(['agulhada', 'Alerta']);
    expect(second.body.result.alerts[1]).toMatchObject({ frequency: 'tf', active: true, message: '' });
    const other = await createAlert(PETR4, '15', { rules: [{ name: 'Alerta', value: 1 }] });
    expect(other.body.result.alerts).toHaveLength(1);
    expect(await alerts(store).countDocuments({ userId: 'ana' })).toBe(3);
  });

  it('ignores a client-sent id on creation', async () => {
    const res = await createAlert(PETR4, 'D', { ...buyAgulhada, id: 'chosen-by-client' });
    expect(res.body.result.alerts[0]!.id).not.toBe('chosen-by-client');
  });

  it("edits the caller's alert keeping created and lastNotification", async () => {
    const made = (await createAlert(PETR4, 'D', buyAgulhada)).body.result.alerts[0]!;
    await alerts(store).updateOne(
      { _id: `ana|${made.id}` },
      { $set: { lastNotification: '2026-11-20T11:00:00.000Z' } },
    );
    const res = await editAlert(PETR4, 'D', {
      id: made.id,
      rules: [
        { name: 'agulhada', value: -1 },
        { name: 'Trix', value: -1 },
      ],
      message: 'venda',
      frequency: 'once',
      active: true,
    });
    expect(res.status).toBe(200);
    expect(res.body.result.alerts[0]).toMatchObject({
      id: made.id,
      created: made.created,
      lastNotification: '2026-11-20T11:00:00.000Z',
      message: 'venda',
      frequency: 'once',
      config: { agulhada: true, Trix: true },
    });
  });

  it("deletes the caller's alert and answers what is left", async () => {
    const first = (await createAlert(PETR4, 'D', buyAgulhada)).body.result.alerts[0]!;
    await createAlert(PETR4, 'D', { rules: [{ name: 'Alerta', value: 1 }] });
    const res = await deleteAlert(PETR4, 'D', first.id);
    expect(res.status).toBe(200);
    expect(res.body.result.alerts).toHaveLength(1);
    expect(res.body.result._id).toBe(first.id);
    expect((await deleteAlert(PETR4, 'D', first.id)).status).toBe(404);
  });

  it('answers 401 without a principal and 403 with the plans message to Basico and registered users, changing nothing', async () => {
    const before = await snapshot(store);
    expect(
      (await call('userAlerts', { method: 'POST', body: { asset: PETR4, timeframe: 'D', alertConfig: buyAgulhada } }))
        .status,
    ).toBe(401);
    expect(
      (
        await call('userAlerts', {
          method: 'PUT',
          body: { asset: PETR4, timeframe: 'D', alertConfig: { ...buyAgulhada, id: 'x' } },
        })
      ).status,
    ).toBe(401);
    expect(
      (await call('userAlerts', { method: 'DELETE', body: { asset: PETR4, timeframe: 'D', id: 'x' } })).status,
    ).toBe(401);
    for (const who of [bruno, rita, principalFor('stranger')]) {
      const res = await createAlert(PETR4, 'D', buyAgulhada, who);
      expect(res.status).toBe(403);
      expect(res.body.error).toBe(DENIED);
    }
    expect(await snapshot(store)).toEqual(before);
  });

  it("never touches another user's alert (404), changing nothing", async () => {
    const theirs = (await createAlert(PETR4, 'D', buyAgulhada, vitor)).body.result.alerts[0]!;
    const before = await snapshot(store);
    expect((await editAlert(PETR4, 'D', { ...buyAgulhada, id: theirs.id, active: false })).status).toBe(404);
    expect((await deleteAlert(PETR4, 'D', theirs.id)).status).toBe(404);
    // The right id on the wrong asset or timeframe does not match either.
    const mine = (await createAlert(PETR4, 'D', buyAgulhada)).body.result.alerts[0]!;
    const withMine = await snapshot(store);
    expect((await editAlert(VALE3, 'D', { ...buyAgulhada, id: mine.id })).status).toBe(404);
    expect((await deleteAlert(PETR4, '15', mine.id)).status).toBe(404);
    expect(await snapshot(store)).toEqual(withMine);
    expect(before.alerts).toHaveLength(1);
  });

  it('answers 404 for an unknown asset and stores nothing', async () => {
    const res = await createAlert('BMFBOVESPA:NADA3', 'D', buyAgulhada);
    expect(res.status).toBe(404);
    expect(await alerts(store).countDocuments({})).toBe(0);
  });

  it('refuses the 4-hour timeframe on an asset without it (such an alert never fires), accepts it where it exists', async () => {
    const before = await snapshot(store);
    const refused = await createAlert(PETR4, '240', buyAgulhada);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('Este ativo não tem o tempo gráfico de 4 horas (240).');
    expect(await snapshot(store)).toEqual(before);
    await insertAssets(store, [assetDoc('BINANCE:BTCUSDT', { assetType: 'crypto' })]);
    expect((await createAlert('BINANCE:BTCUSDT', '240', buyAgulhada)).status).toBe(200);
  });

  it('keeps each row in its place when an alert is switched or edited, also among alerts made in the same instant', async () => {
    const made = '2026-11-20T10:00:00.000Z';
    for (const id of ['c', 'a', 'b']) {
      await alerts(store).insertOne(alertDoc('ana', id, PETR4, { message: `alerta ${id}`, created: made }));
    }
    const order = async () =>
      (
        await call<{ alerts: Array<{ alerts: Array<{ id: string }> }> }>('getUserInfo', { as: ana })
      ).body.alerts[0]!.alerts.map((alert) => alert.id);
    const before = await order();
    await editAlert(PETR4, 'D', {
      id: 'a',
      rules: [{ name: 'agulhada', value: 1 }],
      message: 'alerta a',
      frequency: 'tf',
      active: false,
    });
    await editAlert(PETR4, 'D', {
      id: 'c',
      rules: [{ name: 'agulhada', value: -1 }],
      message: 'outro texto',
      frequency: '15',
      active: true,
    });
    expect(await order()).toEqual(before);
    expect(
      (
        await editAlert(PETR4, 'D', {
          id: 'b',
          rules: [{ name: 'agulhada', value: 1 }],
          message: 'alerta b',
          frequency: 'tf',
          active: false,
        })
      ).body.result.alerts.map((alert) => alert.id),
    ).toEqual(before);
  });

  it('refuses bad bodies and operator injection with 400, changing nothing', async () => {
    const made = (await createAlert(PETR4, 'D', buyAgulhada)).body.result.alerts[0]!;
    const before = await snapshot(store);
    const bodies: unknown[] = [
      { asset: { $gt: '' }, timeframe: 'D', alertConfig: buyAgulhada },
      { asset: PETR4, timeframe: { $ne: null }, alertConfig: buyAgulhada },
      { asset: PETR4, timeframe: 'D', alertConfig: { ...buyAgulhada, $where: 'sleep(1000)' } },
      {
        asset: PETR4,
        timeframe: 'D',
        alertConfig: { ...buyAgulhada, rules: [{ name: 'agulhada', value: 1, $set: { userId: 'vitor' } }] },
      },
      { asset: PETR4, timeframe: 'D', alertConfig: { ...buyAgulhada, id: { $gt: '' } } },
      { asset: PETR4, timeframe: 'D', alertConfig: { ...buyAgulhada, rules: [] } },
      {
        asset: PETR4,
        timeframe: 'D',
        alertConfig: {
          ...buyAgulhada,
          rules: [
            { name: 'agulhada', value: 1 },
            { name: 'agulhada', value: -1 },
          ],
        },
      },
      { asset: PETR4, timeframe: 'D', alertConfig: { ...buyAgulhada, rules: [{ name: 'Bollinger', value: 2 }] } },
      { asset: PETR4, timeframe: 'D', alertConfig: { ...buyAgulhada, frequency: '5' } },
      { asset: PETR4, timeframe: 'M', alertConfig: buyAgulhada },
      { asset: 'sem bolsa', timeframe: 'D', alertConfig: buyAgulhada },
      { asset: PETR4, timeframe: 'D' },
      { $set: { active: false } },
    ];
    for (const body of bodies) {
      expect((await call('userAlerts', { method: 'POST', body, as: ana })).status).toBe(400);
      expect((await call('userAlerts', { method: 'PUT', body, as: ana })).status).toBe(400);
    }
    expect((await call('userAlerts', { method: 'POST', rawBody: '{"asset":', as: ana })).status).toBe(400);
    expect(
      (await call('userAlerts', { method: 'DELETE', body: { asset: PETR4, timeframe: 'D', id: { $gt: '' } }, as: ana }))
        .status,
    ).toBe(400);
    expect(
      (
        await call('userAlerts', {
          method: 'DELETE',
          body: { asset: PETR4, timeframe: 'D', id: made.id, $or: [{}] },
          as: ana,
        })
      ).status,
    ).toBe(400);
    const noRules = await call<{ error: string }>('userAlerts', {
      method: 'POST',
      body: { asset: PETR4, timeframe: 'D', alertConfig: { rules: [] } },
      as: ana,
    });
    expect(noRules.body.error).toContain('O alerta precisa de pelo menos uma regra.');
    expect((await editAlert(PETR4, 'D', buyAgulhada)).status).toBe(400);
    expect(await snapshot(store)).toEqual(before);
  });

  it('caps alerts per user with 409', async () => {
    const docs = Array.from({ length: MAX_ALERTS_PER_USER }, (_, i) => ({
      _id: `ana|seed-${i}`,
      userId: 'ana',
      asset: PETR4,
      id: `seed-${i}`,
      active: false,
      message: '',
      rules: [{ name: 'agulhada' as const, value: 1 as const }],
      config: { agulhada: true },
      frequency: 'tf' as const,
      created: '2026-11-01T00:00:00.000Z',
      lastUpdate: '2026-11-01T00:00:00.000Z',
      lastNotification: null,
      timeframe: 'D' as const,
    }));
    await alerts(store).insertMany(docs);
    const res = await createAlert(PETR4, 'D', buyAgulhada);
    expect(res.status).toBe(409);
    expect(await alerts(store).countDocuments({ userId: 'ana' })).toBe(MAX_ALERTS_PER_USER);
    expect((await createAlert(PETR4, 'D', buyAgulhada, vitor)).status).toBe(200);
  });

  describe('non-paid owners may only switch off', () => {
    it('Rita turns her alert off, but cannot turn it on, edit or delete it', async () => {
      const alert = await alertOwnedBy(store, 'rita', PETR4, 'D');
      const unchanged = { id: alert.id, rules: alert.rules, message: alert.message, frequency: alert.frequency };
      const on = await snapshot(store);
      for (const edit of [
        { ...unchanged, active: true },
        { ...unchanged, active: false, message: 'outra' },
        { ...unchanged, active: false, frequency: '15' },
        { ...unchanged, active: false, rules: [{ name: 'agulhada', value: -1 }] },
      ]) {
        const res = await editAlert(PETR4, 'D', edit, rita);
        expect(res.status).toBe(403);
        expect(res.body.error).toBe(DENIED);
      }
      expect((await deleteAlert(PETR4, 'D', alert.id, rita)).status).toBe(403);
      expect(await snapshot(store)).toEqual(on);
      const off = await editAlert(PETR4, 'D', { ...unchanged, active: false }, rita);
      expect(off.status).toBe(200);
      expect(off.body.result.alerts[0]).toMatchObject({ id: alert.id, active: false });
      const again = await snapshot(store);
      expect((await editAlert(PETR4, 'D', { ...unchanged, active: true }, rita)).status).toBe(403);
      expect(await snapshot(store)).toEqual(again);
    });
  });
});
