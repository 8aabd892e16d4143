import { beforeEach, describe, expect, it } from '@jest/globals';
import { alerts } from '../../api/src/store/alerts';
import { notifications } from '../../api/src/store/notifications';
import type { Store } from '../../api/src/store/types';
import { userAssets, userCandleSeries } from '../../api/src/store/user-assets';
import { users } from '../../api/src/store/users';
import type { Candle, Reading } from '../../src/domain/reading';
import { call } from '../support/api-client';
import { PETR4, ana, arrangeAlertsWorld, createAlert, vitor } from './alerts-support';

/** A VIP's own robot sends candles of the VIP's own assets with the user key (docs/robot.md, "Own assets"). */
const OWN = 'MEUS:XPTO11';
const MINUTE = 60_000;
let store: Store;
let vipKey: string;

const rising = (count: number, from = Date.now() - 200 * 15 * MINUTE): Candle[] =>
  Array.from({ length: count }, (_, i) => {
    const close = 50 + i * 0.4 + Math.sin(i / 3);
    return { time: from + i * 15 * MINUTE, open: close - 0.2, high: close + 0.5, low: close - 0.6, close };
  });

type Answer = { accepted: number; refused: number; results: Array<{ asset: string | null; timeframe: string | null; status: string; error?: string }> };
const send = (body: unknown, key = vipKey) => call<Answer>('userIngest', { method: 'POST', body, headers: { 'x-user-key': key } });
type ListAnswer = Array<{ asset: string; nome: string; readings: Record<string, Reading> }>;
const ownList = (as = vitor) => call<ListAnswer>('getAllAssets', { query: { exchange: 'all', userassets: 'true', precision: 'full' }, as });

beforeEach(async () => {
  store = await arrangeAlertsWorld();
  vipKey = (await users(store).findOne({ _id: 'vitor' }))!.userKey;
});

describe('POST /api/userIngest', () => {
  it('stores a VIP’s own asset through the engine, visible in /appuser to that VIP only, with its category', async () => {
    const answer = await send({ items: [{ asset: OWN, timeframe: '15', nome: 'Meu fundo XPTO', assetType: 'fund', candles: rising(60) }] });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ accepted: 1, refused: 0, results: [{ asset: OWN, timeframe: '15', status: 'stored' }] });
    const list = await ownList();
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({ asset: OWN, nome: 'Meu fundo XPTO' });
    expect(list.body[0]!.readings['15']!.preco).toBeCloseTo(rising(60)[59]!.close, 6);
    const types = await call('getUserAssetTypes', { query: { userassets: 'true' }, as: vitor });
    expect(types.body).toEqual([{ label: 'MEUS fund', exchanges: 'MEUS', assetType: 'fund' }]);
    // Nobody else sees it: not in the platform's list, not in another user's.
    const platform = await call<ListAnswer>('getAllAssets', { query: { exchange: 'all' }, as: vitor });
    expect(platform.body.some((asset) => asset.asset === OWN)).toBe(false);
    expect(await userCandleSeries(store).countDocuments({})).toBe(1);
  });

  it('refuses a bad key (401), a key of a non-VIP (403), and changes nothing', async () => {
    const body = { items: [{ asset: OWN, timeframe: '15', nome: 'X', assetType: 'fund', candles: rising(5) }] };
    expect((await send(body, 'wrong-key')).status).toBe(401);
    expect((await call('userIngest', { method: 'POST', body })).status).toBe(401);
    const anaKey = (await users(store).findOne({ _id: 'ana' }))!.userKey;
    const refused = await send(body, anaKey);
    expect(refused).toMatchObject({ status: 403, body: { error: 'Meus ativos está disponível apenas para o plano VIP.' } });
    expect(await userAssets(store).countDocuments({})).toBe(0);
  });

  it('refuses a bad item alone: a platform asset’s code, a new asset without name, bad candles; the good one is stored', async () => {
    const answer = await send({
      items: [
        { asset: PETR4, timeframe: '15', nome: 'Não é meu', assetType: 'stock', candles: rising(3) },
        { asset: 'MEUS:SEMNOME', timeframe: '15', candles: rising(3) },
        { asset: 'MEUS:TORTO', timeframe: '15', nome: 'Torto', assetType: 'stock', candles: [{ time: 0, open: 2, high: 1, low: 3, close: 2 }] },
        { asset: OWN, timeframe: 'D', nome: 'Meu', assetType: 'stock', candles: rising(3) },
      ],
    });
    expect(answer.body.results.map((result) => [result.asset, result.status])).toEqual([
      [PETR4, 'refused'],
      ['MEUS:SEMNOME', 'refused'],
      ['MEUS:TORTO', 'refused'],
      [OWN, 'stored'],
    ]);
    expect(answer.body.results[0]!.error).toBe('este código é de um ativo da plataforma; use outro para um ativo seu');
    expect(answer.body.results[1]!.error).toBe('ativo novo: envie nome e assetType com as primeiras velas');
    expect((await call<ListAnswer>('getAllAssets', { query: { exchange: 'all' }, as: vitor })).body.find((asset) => asset.asset === PETR4)!.nome).not.toBe('Não é meu');
  });

  it('carries alerts that fire for the owner, and deleting the asset removes its series and alerts', async () => {
    const candles = rising(80);
    await send({ items: [{ asset: OWN, timeframe: '15', nome: 'Meu', assetType: 'stock', candles: candles.slice(0, 79) }] });
    const trix = (await ownList()).body[0]!.readings['15']!.trixStatus;
    const created = await createAlert(OWN, '15', { rules: [{ name: 'Trix', value: trix }], message: 'Meu alerta', frequency: '15', active: true }, vitor);
    expect(created.status).toBe(200);
    // Another user cannot put an alert on it: it is not theirs.
    expect((await createAlert(OWN, '15', { rules: [{ name: 'Trix', value: trix }], frequency: '15', active: true }, ana)).status).toBe(404);
    await send({ items: [{ asset: OWN, timeframe: '15', candles: candles.slice(79) }] });
    expect(await notifications(store).countDocuments({ userId: 'vitor', asset: OWN })).toBe(1);

    const deleted = await call('userAssets', { method: 'DELETE', body: { asset: OWN }, as: vitor });
    expect(deleted.body).toEqual({ result: { deleted: 1 } });
    expect(await userCandleSeries(store).countDocuments({})).toBe(0);
    expect(await alerts(store).countDocuments({ asset: OWN })).toBe(0);
    expect((await ownList()).body).toEqual([]);
  });
});
