import { beforeEach, describe, expect, it } from '@jest/globals';
import { ensureUser } from '../../api/src/identity/ensure-user';
import {
  LIMIT_REACHED,
  NEEDS_FIELDS,
  PLATFORM_CODE,
  READINGS_REFUSED,
  TYPE_FIXED,
} from '../../api/src/ingest/own-round';
import { MAX_OWN_ITEMS } from '../../api/src/ingest/user-ingest-schema';
import { drainQueues } from '../support/drain-queues';
import { telegramOutbox } from '../../local/src/stand-ins/telegram/outbox-sender';
import { alerts } from '../../api/src/store/alerts';
import { candleSeries } from '../../api/src/store/candles';
import { notifications } from '../../api/src/store/notifications';
import { subscriptions } from '../../api/src/store/subscriptions';
import type { Store } from '../../api/src/store/types';
import { userAssets, userCandleSeries } from '../../api/src/store/user-assets';
import { users } from '../../api/src/store/users';
import { bucketStart } from '@agulhadas/domain/candle-buckets';
import { MARKET_HOURS } from '@agulhadas/domain/market-hours';
import { MAX_OWN_ASSETS } from '@agulhadas/domain/own-assets';
import type { Candle, Reading } from '@agulhadas/domain/reading';
import { call, principalFor } from '../support/api-client';
import { assetDoc, grantLevel, reading } from '../support/fixtures';
import { miniPageHeaders, signedInitData } from '../support/telegram-init-data';
import { NOW, PETR4, ana, arrangeAlertsWorld, createAlert, vitor } from './alerts-support';

/** A VIP's own robot sends candles of the VIP's own assets with the user key (docs/robot.md, "Own assets (VIP)"). */
const OWN = 'MEUS:XPTO11';
const MINUTE = 60_000;
const vera = principalFor('vera');
let store: Store;
let vitorKey: string;
let veraKey: string;

/** Fixed once: two calls of `item()` send the same candles (a replay). */
const FROM = Math.floor(Date.now() / (15 * MINUTE)) * 15 * MINUTE - 200 * 15 * MINUTE;
const rising = (count: number, from = FROM, step = 15 * MINUTE): Candle[] =>
  Array.from({ length: count }, (_, i) => {
    const close = 50 + i * 0.4 + Math.sin(i / 3);
    return { time: from + i * step, open: close - 0.2, high: close + 0.5, low: close - 0.6, close };
  });
/** Own assets trade always: their days open at 00:00 UTC, their weeks on Monday (UTC). */
const DAY = 1440 * MINUTE;
const WEEK = 7 * DAY;
const THIS_WEEK = bucketStart(Date.now(), 'W', MARKET_HOURS.ALWAYS);
const daily = (count: number) => rising(count, Math.floor(Date.now() / DAY) * DAY - (count - 1) * DAY, DAY);
const weekly = (count: number) => rising(count, THIS_WEEK - (count - 1) * WEEK, WEEK);

interface Answer {
  accepted: number;
  refused: number;
  changed: number;
  unchanged: number;
  alertsFired: number;
  results: Array<{ asset: string | null; timeframe: string | null; status: string; error?: string }>;
  error?: string;
}
const send = (body: unknown, key = vitorKey) =>
  call<Answer>('userIngest', { method: 'POST', body, headers: { 'x-user-key': key } });
const item = (patch: Record<string, unknown> = {}) => ({
  asset: OWN,
  timeframe: '15',
  nome: 'Meu fundo XPTO',
  assetType: 'fund',
  candles: rising(60),
  ...patch,
});
type ListAnswer = Array<{ asset: string; nome: string; readings: Record<string, Reading> }>;
const ownList = (as = vitor) =>
  call<ListAnswer>('getAllAssets', { query: { exchange: 'all', userassets: 'true', precision: 'full' }, as });
const statuses = (answer: Answer) =>
  answer.results.map((result) => [result.asset, result.timeframe, result.status, result.error ?? null]);

beforeEach(async () => {
  store = await arrangeAlertsWorld();
  await ensureUser(store, { userId: 'vera', email: 'vera@x.app', name: 'vera' }, NOW);
  await grantLevel(store, 'vera', 'VIP');
  vitorKey = (await users(store).findOne({ _id: 'vitor' }))!.userKey;
  veraKey = (await users(store).findOne({ _id: 'vera' }))!.userKey;
});

describe('POST /api/userIngest', () => {
  it('stores a VIP’s own asset through the engine, visible on that VIP’s /appuser only, with its category', async () => {
    const answer = await send({ items: [item()] });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      accepted: 1,
      refused: 0,
      changed: 1,
      unchanged: 0,
      alertsFired: 0,
      results: [{ asset: OWN, timeframe: '15', status: 'stored' }],
    });
    const list = await ownList();
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({ asset: OWN, nome: 'Meu fundo XPTO' });
    expect(list.body[0]!.readings['15']!.preco).toBeCloseTo(rising(60)[59]!.close, 6);
    const types = await call('getUserAssetTypes', { query: { userassets: 'true' }, as: vitor });
    expect(types.body).toEqual([{ label: 'MEUS Fundos', exchanges: 'MEUS', assetType: 'fund' }]);
    // Nobody else sees it: not in the platform's list, not in another VIP's own list, not among their categories.
    const platform = await call<ListAnswer>('getAllAssets', { query: { exchange: 'all' }, as: vitor });
    expect(platform.body.some((asset) => asset.asset === OWN)).toBe(false);
    expect((await ownList(vera)).body).toEqual([]);
    expect((await call('getUserAssetTypes', { query: { userassets: 'true' }, as: vera })).body).toEqual([]);
    // Nothing reached the platform's collections.
    expect(await candleSeries(store).countDocuments({})).toBe(0);
    expect(await userCandleSeries(store).countDocuments({})).toBe(1);
  });

  it('charts an own asset for its owner only (the chart link of its /appuser card)', async () => {
    await send({ items: [item()] });
    const chart = await call<{ time: number[]; nome: string }>('getChart', {
      query: { asset: OWN, timeframe: '15' },
      as: vitor,
    });
    expect(chart.status).toBe(200);
    expect(chart.body.time).toEqual(rising(60).map((c) => c.time));
    expect(chart.body.nome).toBe('Meu fundo XPTO');
    expect((await call('getChart', { query: { asset: OWN, timeframe: '15' }, as: vera })).status).toBe(404);
  });

  it('keeps each VIP’s assets apart even under the same code, and a replay changes nothing', async () => {
    await send({ items: [item()] });
    const veras = await send(
      {
        items: [
          item({
            nome: 'Fundo da Vera',
            candles: rising(30).map((candle) => ({ ...candle, close: candle.close * 2, high: candle.high * 2 })),
          }),
        ],
      },
      veraKey,
    );
    expect(veras.body.accepted).toBe(1);
    expect((await ownList()).body[0]!.nome).toBe('Meu fundo XPTO');
    expect((await ownList(vera)).body[0]!.nome).toBe('Fundo da Vera');
    expect((await ownList(vera)).body[0]!.readings['15']!.preco).not.toBeCloseTo(
      (await ownList()).body[0]!.readings['15']!.preco!,
      2,
    );
    const replay = await send({ items: [item()] });
    expect(replay.body).toMatchObject({ accepted: 1, changed: 0, unchanged: 1 });
  });

  it('refuses a bad key (401), the key in the address (401), a non-VIP (403) and a lapsed VIP plan (403), changing nothing', async () => {
    const body = { items: [item()] };
    expect(await send(body, 'f'.repeat(32))).toMatchObject({
      status: 401,
      body: { error: 'Chave de usuário inválida.' },
    });
    expect((await call('userIngest', { method: 'POST', body })).status).toBe(401);
    expect((await call('userIngest', { method: 'POST', body, query: { u: vitorKey } })).status).toBe(401);
    // A signed-in VIP's session is not a key: the robot's route knows only the header.
    expect((await call('userIngest', { method: 'POST', body, as: vitor })).status).toBe(401);
    const anaKey = (await users(store).findOne({ _id: 'ana' }))!.userKey;
    expect(await send(body, anaKey)).toMatchObject({
      status: 403,
      body: { error: 'Meus ativos está disponível apenas para o plano VIP.' },
    });
    // The plan is read at each call: a subscription that lapsed since the last sign-in stops the robot at once.
    await subscriptions(store).updateMany({ userId: 'vitor' }, { $set: { status: 'canceled' } });
    expect((await send(body)).status).toBe(403);
    expect(await userAssets(store).countDocuments({})).toBe(0);
    expect(await userCandleSeries(store).countDocuments({})).toBe(0);
  });

  it('refuses malformed rounds as a whole (400) and oversized ones (413)', async () => {
    expect(
      (await call<Answer>('userIngest', { method: 'POST', rawBody: '{', headers: { 'x-user-key': vitorKey } })).status,
    ).toBe(400);
    expect((await send({ items: [] })).status).toBe(400);
    expect((await send({ capturedAt: '2099-01-01T00:00:00Z', items: [item()] })).body.error).toContain(
      'capturedAt está no futuro',
    );
    const tooMany = await send({ items: Array.from({ length: MAX_OWN_ITEMS + 1 }, () => ({})) });
    expect(tooMany).toMatchObject({
      status: 400,
      body: { error: `Lote inválido — no máximo ${MAX_OWN_ITEMS} itens por envio.` },
    });
    const huge = await call('userIngest', {
      method: 'POST',
      rawBody: `{"items":["${'x'.repeat(5 * 1024 * 1024)}"]}`,
      headers: { 'x-user-key': vitorKey },
    });
    expect(huge.status).toBe(413);
    expect(await userAssets(store).countDocuments({})).toBe(0);
  });

  it('refuses a name holding control characters, bidi controls or separators, creating no asset', async () => {
    const characters = ['\u0000', '\u0007', '\u0085', '\u202e', '\u2028'];
    const answer = await send({
      items: characters.map((character, index) => item({ asset: `MEUS:NOME${index}`, nome: `Meu${character}fundo` })),
    });
    expect(answer.status).toBe(200);
    expect(answer.body.results.map((result) => [result.status, result.error])).toEqual(
      characters.map(() => ['refused', expect.stringContaining('contém caracteres não permitidos')]),
    );
    expect(await userAssets(store).countDocuments({})).toBe(0);
  });

  it('refuses each bad item alone, creating no asset for it; the good ones are stored', async () => {
    const answer = await send({
      items: [
        item({ asset: PETR4, nome: 'Não é meu', assetType: 'stock' }),
        item({ asset: 'MEUS:SEMNOME', nome: undefined }),
        item({ asset: 'MEUS:TORTO', candles: [{ time: 0, open: 2, high: 1, low: 3, close: 2 }] }),
        item({ asset: 'MEUS:FUTURO', candles: [{ time: Date.now() + 3_600_000, open: 1, high: 1, low: 1, close: 1 }] }),
        item({ asset: 'MEUS:PRONTO', candles: undefined, reading: reading('15') }),
        item({ asset: 'MEUS:TIPO', assetType: 'acao' }),
        item({ asset: 'MEUS:QUATRO', timeframe: '240' }),
        item({ timeframe: 'D', candles: daily(30) }),
      ],
    });
    expect(answer.status).toBe(200);
    expect(statuses(answer.body)).toEqual([
      [PETR4, '15', 'refused', PLATFORM_CODE],
      ['MEUS:SEMNOME', '15', 'refused', NEEDS_FIELDS],
      ['MEUS:TORTO', '15', 'refused', expect.stringContaining('item inválido')],
      ['MEUS:FUTURO', '15', 'refused', expect.stringContaining('vela datada no futuro')],
      ['MEUS:PRONTO', '15', 'refused', READINGS_REFUSED],
      ['MEUS:TIPO', '15', 'refused', expect.stringContaining('assetType')],
      ['MEUS:QUATRO', '240', 'refused', 'este ativo não tem o tempo gráfico de 4 horas (240)'],
      [OWN, 'D', 'stored', null],
    ]);
    expect(answer.body).toMatchObject({ accepted: 1, refused: 7 });
    // Only the asset with an accepted item exists; the platform's PETR4 is untouched.
    expect((await userAssets(store).find({}).toArray()).map((doc) => doc.asset)).toEqual([OWN]);
    expect(
      (await call<ListAnswer>('getAllAssets', { query: { exchange: 'all' }, as: vitor })).body.find(
        (asset) => asset.asset === PETR4,
      )!.nome,
    ).not.toBe('Não é meu');
  });

  it("refuses a candle off its timeframe's UTC grid, naming where it should open; the other items are stored", async () => {
    const hhmm = (time: number) => new Date(time).toISOString().slice(11, 16);
    const today = Math.floor(Date.now() / DAY) * DAY;
    const answer = await send({
      items: [
        item({ asset: 'MEUS:TORTO', candles: rising(1, FROM + MINUTE) }),
        item({ asset: 'MEUS:TORTO', timeframe: 'D', candles: rising(1, today + 3 * 60 * MINUTE) }),
        item(),
      ],
    });
    expect(statuses(answer.body)).toEqual([
      [
        'MEUS:TORTO',
        '15',
        'refused',
        `vela fora da grade do tempo gráfico 15: ${hhmm(FROM + MINUTE)} UTC deveria abrir às ${hhmm(FROM)} UTC`,
      ],
      ['MEUS:TORTO', 'D', 'refused', 'vela fora da grade do tempo gráfico D: 03:00 UTC deveria abrir às 00:00 UTC'],
      [OWN, '15', 'stored', null],
    ]);
    expect((await userAssets(store).find({}).toArray()).map((doc) => doc.asset)).toEqual([OWN]);
  });

  it('takes the name from any item of a new asset, renames with a later nome and keeps its type', async () => {
    const first = await send({
      items: [item({ nome: undefined, assetType: undefined }), item({ timeframe: 'D', candles: daily(30) })],
    });
    expect(first.body).toMatchObject({ accepted: 2, refused: 0 });
    const later = await send({
      items: [
        item({ timeframe: 'W', nome: 'Novo nome', assetType: undefined, candles: weekly(30) }),
        item({ timeframe: '60', assetType: 'crypto' }),
      ],
    });
    expect(statuses(later.body)).toEqual([
      [OWN, 'W', 'stored', null],
      [OWN, '60', 'refused', TYPE_FIXED],
    ]);
    expect(await userAssets(store).findOne({})).toMatchObject({ nome: 'Novo nome', assetType: 'fund' });
  });

  it(`keeps at most ${MAX_OWN_ASSETS} own assets per VIP`, async () => {
    await userAssets(store).insertMany(
      Array.from({ length: MAX_OWN_ASSETS - 1 }, (_, i) => ({
        ...assetDoc(`MEUS:A${i}`),
        _id: `vitor|MEUS:A${i}`,
        userId: 'vitor',
      })),
    );
    const answer = await send({
      items: [
        item({ asset: 'MEUS:ULTIMO' }),
        item({ asset: 'MEUS:DEMAIS' }),
        item({ asset: 'MEUS:A1', nome: undefined, assetType: undefined }),
      ],
    });
    expect(statuses(answer.body)).toEqual([
      ['MEUS:ULTIMO', '15', 'stored', null],
      ['MEUS:DEMAIS', '15', 'refused', LIMIT_REACHED],
      ['MEUS:A1', '15', 'stored', null],
    ]);
    expect(await userAssets(store).countDocuments({ userId: 'vitor' })).toBe(MAX_OWN_ASSETS);
    // Another VIP's limit is their own.
    expect((await send({ items: [item({ asset: 'MEUS:DEMAIS' })] }, veraKey)).body.accepted).toBe(1);
  });

  it('carries alerts that fire for the owner only, readable on the Telegram mini-page and by the webhook', async () => {
    await users(store).updateOne({ _id: 'vitor' }, { $set: { telegram: { id: '777', active: true } } });
    const candles = rising(80);
    await send({ items: [item({ candles: candles.slice(0, 79) })] });
    await send({ items: [item({ candles: candles.slice(0, 79) })] }, veraKey);
    const trix = (await ownList()).body[0]!.readings['15']!.trixStatus;
    const created = await createAlert(
      OWN,
      '15',
      { rules: [{ name: 'Trix', value: trix }], message: 'Meu alerta', frequency: '15', active: true },
      vitor,
    );
    expect(created.status).toBe(200);
    // Nobody else can put an alert on it (ana's own assets hold no such code).
    expect(
      (await createAlert(OWN, '15', { rules: [{ name: 'Trix', value: trix }], frequency: '15', active: true }, ana))
        .status,
    ).toBe(404);
    // Vera's round on her asset of the same code leaves Vitor's alert alone.
    expect((await send({ items: [item({ candles: candles.slice(79) })] }, veraKey)).body.alertsFired).toBe(0);
    const fired = await send({ items: [item({ candles: candles.slice(79) })] });
    expect(fired.body.alertsFired).toBe(1);
    const notification = await notifications(store).findOne({ userId: 'vitor', asset: OWN });
    expect(notification).toMatchObject({ timeframe: '15', message: expect.stringContaining('Meu alerta') });
    expect(await notifications(store).countDocuments({ userId: 'vera' })).toBe(0);
    // The request only queued the message; the notifier sends it.
    expect(await telegramOutbox(store).countDocuments({})).toBe(0);
    await drainQueues(store);
    expect((await telegramOutbox(store).find({}).toArray()).map((sent) => sent.chatId)).toEqual(['777']);
    // The Telegram button opens the mini-page on the own asset.
    const page = await call<{ nome: string; notification: { _id: string } }>('getTelegramNotification', {
      query: { asset: OWN, u: 'vitor', nid: notification!._id },
      headers: miniPageHeaders(signedInitData('777')),
    });
    expect(page).toMatchObject({
      status: 200,
      body: { nome: 'Meu fundo XPTO', notification: { _id: notification!._id } },
    });
    // The VIP's chart tool may alert on it through the webhook too.
    const hook = await call<{ asset: string }>('useralert', {
      method: 'POST',
      query: { u: vitorKey, code: OWN },
      rawBody: 'Rompeu',
    });
    expect(hook).toMatchObject({ status: 200, body: { asset: OWN } });
  });

  it('deletes an own asset with its series and alerts, leaving another VIP’s asset of the same code', async () => {
    await send({ items: [item(), item({ timeframe: 'D' })] });
    await send({ items: [item()] }, veraKey);
    await createAlert(OWN, '15', { rules: [{ name: 'Trix', value: 1 }], frequency: '15', active: true }, vitor);
    const deleted = await call('userAssets', { method: 'DELETE', body: { asset: OWN }, as: vitor });
    expect(deleted.body).toEqual({ result: { deleted: 1 } });
    expect(await userCandleSeries(store).countDocuments({ _id: { $regex: '^vitor\\|' } })).toBe(0);
    expect(await alerts(store).countDocuments({ asset: OWN })).toBe(0);
    expect((await ownList()).body).toEqual([]);
    expect((await ownList(vera)).body).toHaveLength(1);
    expect(await userCandleSeries(store).countDocuments({})).toBe(1);
  });
});
