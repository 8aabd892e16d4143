import { beforeEach, describe, expect, it } from '@jest/globals';
import { config } from '../../api/src/config';
import type { SeriesState } from '../../api/src/functions/ingest-state';
import { assets } from '../../api/src/store/assets';
import { CANDLES_KEPT, candleSeries } from '../../api/src/store/candles';
import { notifications } from '../../api/src/store/notifications';
import type { Store } from '../../api/src/store/types';
import type { Candle, Reading } from '@agulhadas/domain/reading';
import { call } from '../support/api-client';
import { reading } from '../support/fixtures';
import { PETR4, VALE3, arrangeAlertsWorld, buyAgulhada, createAlert } from './alerts-support';

const KEY = { 'x-robot-key': config().robotKey };
interface IngestAnswer {
  accepted?: number;
  refused?: number;
  changed?: number;
  unchanged?: number;
  alertsFired?: number;
  results?: Array<{ asset: string | null; timeframe: string | null; status: string; error?: string }>;
  error?: string;
}
const post = (body: unknown, headers: Record<string, string> = KEY) =>
  call<IngestAnswer>('ingest', { method: 'POST', body, headers });
const at = (minute: number) => new Date(Date.UTC(2026, 10, 21, 0, minute)).toISOString();
const item = (asset: string, patch: Partial<Reading> = {}) => ({
  asset,
  timeframe: 'D',
  reading: reading('D', { lastUpdate: at(0), ...patch }),
});

const HOUR = 3_600_000;
const candles = (count: number): Candle[] =>
  Array.from({ length: count }, (_, i) => {
    const close = 100 + 10 * Math.sin(i / 5) + i * 0.2;
    return { time: Date.UTC(2026, 10, 1) + i * HOUR, open: close - 0.5, high: close + 1, low: close - 1, close };
  });

async function stored(store: Store) {
  return {
    assets: await assets(store)
      .find({}, { sort: { _id: 1 } })
      .toArray(),
    series: await candleSeries(store).find({}).toArray(),
    notes: await notifications(store).find({}).toArray(),
  };
}

describe('POST /api/ingest', () => {
  let store: Store;
  beforeEach(async () => {
    store = await arrangeAlertsWorld();
  });

  it('requires the robot key (401), changing nothing', async () => {
    const before = await stored(store);
    expect((await post({ items: [item(PETR4)] }, {})).status).toBe(401);
    expect((await post({ items: [item(PETR4)] }, { 'x-robot-key': 'wrong' })).status).toBe(401);
    expect(await stored(store)).toEqual(before);
  });

  it('answers 400 for a round malformed as a whole, changing nothing', async () => {
    const before = await stored(store);
    for (const body of [{}, { items: [] }, { items: {} }, { items: [item(PETR4)], extra: 1 }, [], 'x'])
      expect((await post(body)).status).toBe(400);
    expect((await call('ingest', { method: 'POST', rawBody: '{"items": [', headers: KEY })).status).toBe(400);
    const future = await post({ capturedAt: '2099-01-01T00:00:00Z', items: [item(PETR4)] });
    expect(future.status).toBe(400);
    expect(future.body.error).toBe(
      'Lote inválido — capturedAt está no futuro (2099-01-01T00:00:00Z). Nada foi gravado.',
    );
    for (const capturedAt of ['2000-01-01T00:00:00Z', new Date(Date.now() - 25 * HOUR).toISOString()]) {
      const old = await post({ capturedAt, items: [item(PETR4)] });
      expect(old.status).toBe(400);
      expect(old.body.error).toBe(`Lote inválido — capturedAt tem mais de um dia (${capturedAt}). Nada foi gravado.`);
    }
    expect(await stored(store)).toEqual(before);
  });

  it("never dates a capture before the asset's last one: newer readings sent with an earlier time are stamped with the later", async () => {
    const first = new Date(Date.now() - 10 * 60_000).toISOString();
    expect((await post({ capturedAt: first, items: [item(PETR4, { preco: 38 })] })).status).toBe(200);
    const earlier = new Date(Date.now() - 50 * 60_000).toISOString();
    expect((await post({ capturedAt: earlier, items: [item(PETR4, { preco: 39 })] })).status).toBe(200);
    const doc = await assets(store).findOne({ _id: PETR4 });
    expect(doc?.readings.D?.preco).toBe(39);
    expect(doc?.lastUpdate).toBe(first);
    expect(doc?.captures.every((capture) => capture.backfill || capture.capturedAt >= first)).toBe(true);
  });

  it('checks the robot key before reading the body: a huge or malformed body with a wrong key is 401', async () => {
    const res = await call<{ error: string }>('ingest', {
      method: 'POST',
      rawBody: `{"items": [${'1,'.repeat(1000)}`,
      headers: { 'x-robot-key': 'errada' },
    });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('Chave do robô inválida.');
  });

  it('refuses each bad item alone, with its reason in Portuguese, and stores every good one', async () => {
    const res = await post({
      items: [
        { ...item(PETR4), timeframe: 'M' },
        item(PETR4, { preco: -1 }),
        { ...item(PETR4), extra: 1 },
        item('BMFBOVESPA:NADA3'),
        { asset: PETR4, timeframe: '240', reading: reading('240', { lastUpdate: at(0) }) },
        item(VALE3, { agulhado: 1 }),
        item(VALE3, { agulhado: -1 }),
        { asset: { $gt: '' }, timeframe: 'D', reading: reading('D') },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ accepted: 1, refused: 7, changed: 1 });
    expect(res.body.results!.map((result) => [result.asset, result.status, result.error ?? ''])).toEqual([
      [PETR4, 'refused', expect.stringContaining('item inválido — ')],
      [PETR4, 'refused', 'item inválido — leitura › preco: Pequeno demais: esperava que o número fosse > 0'],
      [PETR4, 'refused', 'item inválido — Chave inválida: "extra"'],
      ['BMFBOVESPA:NADA3', 'refused', 'ativo desconhecido'],
      [PETR4, 'refused', 'este ativo não tem o tempo gráfico de 4 horas (240)'],
      [VALE3, 'stored', ''],
      [VALE3, 'refused', 'item repetido para o mesmo ativo e tempo gráfico nesta rodada'],
      [null, 'refused', 'item inválido — Entrada inválida'],
    ]);
    expect((await assets(store).findOne({ _id: VALE3 }))!.readings.D!.agulhado).toBe(1);
  });

  it('refuses out-of-order readings or candles per series, storing the rest of the round', async () => {
    expect((await post({ items: [item(PETR4, { lastUpdate: at(30) })] })).status).toBe(200);
    expect((await post({ items: [{ asset: VALE3, timeframe: '60', candles: candles(40) }] })).status).toBe(200);
    const series = (await candleSeries(store).findOne({ _id: `${VALE3}|60` }))!;
    const changedOld = { ...candles(40)[5]!, close: 90, low: 89 };
    const res = await post({
      items: [
        item(PETR4, { lastUpdate: at(15) }),
        { asset: VALE3, timeframe: '60', candles: [changedOld] },
        item(VALE3, { lastUpdate: at(45), agulhado: -1 }),
      ],
    });
    expect(res.body.results!.map((result) => result.status)).toEqual(['refused', 'refused', 'stored']);
    expect(res.body.results![0]!.error).toMatch(/^dados fora de ordem: leitura anterior à última gravada/);
    expect(res.body.results![1]!.error).toMatch(/^dados fora de ordem: vela .* anterior à última gravada/);
    expect((await assets(store).findOne({ _id: PETR4 }))!.readings.D!.lastUpdate).toBe(at(30));
    expect(await candleSeries(store).findOne({ _id: `${VALE3}|60` })).toEqual(series);
    expect((await assets(store).findOne({ _id: VALE3 }))!.readings.D!.agulhado).toBe(-1);
  });

  it('a reading dated 2099 or a candle dated 9999 is refused and never freezes the series: the next round is stored', async () => {
    const future = await post({
      items: [
        item(PETR4, { lastUpdate: '2099-01-01T00:00:00.000Z' }),
        {
          asset: VALE3,
          timeframe: '60',
          candles: [{ time: Date.UTC(9999, 0, 1), open: 1, high: 2, low: 0.5, close: 1.5 }],
        },
      ],
    });
    expect(future.status).toBe(200);
    expect(future.body.results!.map((result) => [result.status, result.error])).toEqual([
      ['refused', 'leitura datada no futuro (2099-01-01T00:00:00.000Z)'],
      ['refused', 'vela datada no futuro (9999-01-01T00:00:00.000Z)'],
    ]);
    const next = await post({
      items: [
        item(PETR4, { lastUpdate: at(15), agulhado: 1 }),
        { asset: VALE3, timeframe: '60', candles: candles(40) },
      ],
    });
    expect(next.body.results!.map((result) => result.status)).toEqual(['stored', 'stored']);
    expect((await assets(store).findOne({ _id: PETR4 }))!.readings.D!.lastUpdate).toBe(at(15));
  });

  it('alerts on the accepted series of a round that also has refused items', async () => {
    await createAlert(PETR4, 'D', buyAgulhada);
    const res = await post({ items: [item('BMFBOVESPA:NADA3'), item(PETR4, { agulhado: 1 })] });
    expect(res.body).toMatchObject({ accepted: 1, refused: 1, alertsFired: 1 });
    expect(await notifications(store).countDocuments({})).toBe(1);
  });

  it('computes readings from about 60 candles', async () => {
    const res = await post({ items: [{ asset: VALE3, timeframe: '60', candles: candles(60) }] });
    expect(res.status).toBe(200);
    expect(res.body.changed).toBe(1);
    const doc = await assets(store).findOne({ _id: VALE3 });
    const computed = doc!.readings['60']!;
    expect(computed.lastUpdate).toBe(new Date(candles(60)[59]!.time).toISOString());
    expect(computed.preco).toBeCloseTo(candles(60)[59]!.close);
    expect(computed.adx.every(Number.isFinite)).toBe(true);
    expect([1, -1, 0]).toContain(computed.agulhado);
    const series = await candleSeries(store).findOne({ _id: `${VALE3}|60` });
    expect(series?.candles).toHaveLength(59);
    expect(series?.lastCandle).toEqual(candles(60)[59]);
  });

  it('appends each round to the stored history, trimmed to CANDLES_KEPT with the last candle apart', async () => {
    const all = candles(CANDLES_KEPT + 3);
    expect(
      (await post({ items: [{ asset: VALE3, timeframe: '60', candles: all.slice(0, CANDLES_KEPT) }] })).status,
    ).toBe(200);
    expect(
      (await post({ items: [{ asset: VALE3, timeframe: '60', candles: all.slice(CANDLES_KEPT - 1) }] })).body.changed,
    ).toBe(1);
    const series = await candleSeries(store).findOne({ _id: `${VALE3}|60` });
    expect(series?.candles).toEqual(all.slice(-CANDLES_KEPT, -1));
    expect(series?.lastCandle).toEqual(all[all.length - 1]);
  });

  it('treats a replay of the same batch as harmless: no second notification', async () => {
    await createAlert(PETR4, 'D', buyAgulhada);
    const batch = { items: [item(PETR4, { agulhado: 1 }), { asset: VALE3, timeframe: '60', candles: candles(60) }] };
    expect((await post(batch)).body).toMatchObject({ changed: 2, alertsFired: 1 });
    const after = await stored(store);
    const replay = await post(JSON.parse(JSON.stringify(batch)));
    expect(replay.body).toMatchObject({ changed: 0, unchanged: 2, alertsFired: 0 });
    expect(await notifications(store).countDocuments({})).toBe(1);
    expect((await stored(store)).series).toEqual(after.series);
  });

  it('moves getTotalAgulhadas with each change', async () => {
    await createAlert(PETR4, 'D', buyAgulhada);
    await post({ items: [item(PETR4, { agulhado: 1 }), item(VALE3, { agulhado: -1 })] });
    type Totals = { agulhadas: Array<{ direcao: string; total: number }>; totalRecentAlerts: number };
    const totals = (await call<Totals>('getTotalAgulhadas')).body;
    expect(totals.agulhadas).toEqual([
      { direcao: 'compra', total: 1 },
      { direcao: 'venda', total: 1 },
    ]);
    expect(totals.totalRecentAlerts).toBe(1);
    await post({
      items: [item(PETR4, { lastUpdate: at(15), agulhado: 0 }), item(VALE3, { lastUpdate: at(15), agulhado: 1 })],
    });
    expect((await call<Totals>('getTotalAgulhadas')).body.agulhadas).toEqual([
      { direcao: 'compra', total: 1 },
      { direcao: 'venda', total: 0 },
    ]);
  });
});

describe('GET /api/ingestState (the robot resumes from here)', () => {
  beforeEach(async () => {
    await arrangeAlertsWorld();
  });

  interface StateAnswer {
    series: SeriesState[];
    error?: string;
  }
  const state = (query: Record<string, string> = {}, headers: Record<string, string> = KEY) =>
    call<StateAnswer>('ingestState', { query, headers });

  it('requires the robot key', async () => {
    expect((await state({}, { 'x-robot-key': 'errada' })).status).toBe(401);
    expect((await state({ asset: '$bad' }, {})).status).toBe(401);
  });

  it('answers the last stored candle, its close and the reading time of every series, or of one asset', async () => {
    await post({
      items: [
        { asset: VALE3, timeframe: '60', candles: candles(40) },
        item(PETR4, { lastUpdate: at(30), preco: 38.5 }),
      ],
    });
    const all = (await state()).body.series;
    const last = candles(40)[39]!;
    expect(all).toEqual(
      expect.arrayContaining([
        {
          asset: VALE3,
          timeframe: '60',
          lastCandleTime: new Date(last.time).toISOString(),
          lastCandle: last,
          lastClose: expect.closeTo(last.close, 9) as unknown as number,
          lastReadingTime: new Date(last.time).toISOString(),
        },
        {
          asset: PETR4,
          timeframe: 'D',
          lastCandleTime: null,
          lastCandle: null,
          lastClose: 38.5,
          lastReadingTime: at(30),
        },
      ]),
    );
    const one = (await state({ asset: VALE3 })).body.series;
    expect(one.every((series) => series.asset === VALE3)).toBe(true);
    expect(one.find((series) => series.timeframe === '60')?.lastCandleTime).toBe(new Date(last.time).toISOString());
  });

  it('refuses a malformed asset in Portuguese', async () => {
    const res = await state({ asset: 'petr4' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Parâmetro inválido — asset: ativo inválido (EXCHANGE:SYMBOL)');
  });
});
