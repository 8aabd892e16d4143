import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { config } from '../../api/src/config';
import { refreshHoldRatesDaily } from '../../api/src/alerts/refresh-hold-rates';
import { alerts } from '../../api/src/store/alerts';
import { holdRateId, holdRates } from '../../api/src/store/hold-rates';
import { notifications } from '../../api/src/store/notifications';
import type { Store } from '../../api/src/store/types';
import { users } from '../../api/src/store/users';
import { telegramOutbox } from '../../local/src/stand-ins/telegram/outbox-sender';
import { evaluateAlert } from '@agulhadas/domain/alerts/evaluate-alert';
import type { Rule } from '@agulhadas/domain/alerts/rule-schema';
import { previousBucketStart } from '@agulhadas/domain/candle-buckets';
import { isTradingDate, MARKET_HOURS } from '@agulhadas/domain/market-hours';
import type { Candle, Reading } from '@agulhadas/domain/reading';
import { call } from '../support/api-client';
import { drainQueues } from '../support/drain-queues';
import { fakeDateOnly } from '../support/fake-date';
import { assetDoc, insertAssets } from '../support/fixtures';
import { seriesWithSignal } from '../support/signal-series';
import { ana, arrangeAlertsWorld, createAlert, snapshot } from './alerts-support';

/**
 * 'Avisar antes do fechamento' on a B3 daily candle: the session closes at 18:00 São Paulo (21:00 UTC), so a
 * 15-minute lead is met by the robot's 20:45 round (20:45:20 UTC), not by anything near midnight.
 */
const ITUB = 'BMFBOVESPA:ITUB4';
const KEY = { 'x-robot-key': config().robotKey };
const DAY = 86_400_000;
/** Thursday 2026-11-19, a B3 trading day (00:00 UTC: the daily candle's open on the product's grid); Friday is a holiday. */
const THURSDAY = Date.UTC(2026, 10, 19);
const at = (hhmmss: string, date = '2026-11-19') => Date.parse(`${date}T${hhmmss}Z`);
const rules: Rule[] = [{ name: 'Tendencia', value: 1 }];
let store: Store;

interface Answer {
  alertsFired: number;
  results: Array<{ status: string; error?: string }>;
}
const ingest = (candles: Candle[], timeframe: 'D' | 'W' = 'D') =>
  call<Answer>('ingest', { method: 'POST', body: { items: [{ asset: ITUB, timeframe, candles }] }, headers: KEY });

/** `count` B3 session days' opens ending on `last` (no weekends, no holidays). */
function sessionDaysUntil(last: number, count: number): number[] {
  const days: number[] = [];
  for (let t = last; days.length < count; t -= DAY)
    if (isTradingDate(MARKET_HOURS.B3, t + 12 * 3_600_000)) days.unshift(t);
  return days;
}

/** Daily candles whose last one (on `last`, THURSDAY unless told; forming) shows the trend the alert asks for. */
function dailySeries(last = THURSDAY): Candle[] {
  const { candles } = seriesWithSignal(61, [1], (reading) => evaluateAlert({ rules }, reading), 0);
  const days = sessionDaysUntil(last, 60);
  return candles.slice(0, 60).map((candle, i) => ({ ...candle, time: days[i]! }));
}

/** The same candles with Thursday's close moved by `cents` (a later round's price: the reading changes). */
const nudged = (candles: Candle[], cents: number): Candle[] => {
  const last = candles.at(-1)!;
  const close = Math.round((last.close + cents / 100) * 100) / 100;
  return [
    ...candles.slice(0, -1),
    { ...last, close, high: Math.max(last.high, close), low: Math.min(last.low, close) },
  ];
};

const storedReading = async (timeframe: 'D' | 'W' = 'D') =>
  (await store.collection<{ _id: string; readings: Record<string, Reading> }>('assets').findOne({ _id: ITUB }))!
    .readings[timeframe]!;

beforeEach(async () => {
  store = await arrangeAlertsWorld();
  await insertAssets(store, [assetDoc(ITUB, { marketHours: 'B3', free: true })]);
  await users(store).updateOne({ _id: 'ana' }, { $set: { telegram: { id: '424242', active: true } } });
});
afterEach(() => {
  jest.useRealTimers();
});

/**
 * Rounds at 20:30:20, 20:45:20, 20:55:20 (forming) and 21:00:20 (closed) on `date`, or an hour earlier while New
 * York is on summer time (`summer`); answers each round's firings.
 */
async function rounds(candles: Candle[], date?: string, summer = false, timeframe: 'D' | 'W' = 'D'): Promise<number[]> {
  const fired: number[] = [];
  const steps: Array<[string, number]> = [
    ['20:30:20', 0],
    ['20:45:20', 1],
    ['20:55:20', 2],
    ['21:00:20', 3],
  ];
  for (const [time, cents] of steps) {
    fakeDateOnly(at(time, date) - (summer ? 3_600_000 : 0));
    const answer = (await ingest(nudged(candles, cents), timeframe)).body;
    expect(answer.results[0]?.status).toBe('stored');
    expect(evaluateAlert({ rules }, await storedReading(timeframe))).toBe(true);
    fired.push(answer.alertsFired);
    await drainQueues(store);
  }
  return fired;
}

/** All candles but the last stored on `date`'s afternoon, and Ana's 15-minute pre-close alert on the timeframe. */
async function arrangePreCloseAlert(candles: Candle[], date: string, timeframe: 'D' | 'W'): Promise<void> {
  fakeDateOnly(at('19:00:20', date));
  await ingest(candles.slice(0, -1), timeframe);
  const made = await createAlert(ITUB, timeframe, { rules, message: '', frequency: 'tf', preCloseMinutes: 15 });
  expect(made.status).toBe(200);
}

describe("'Avisar antes do fechamento' 15 minutes on a B3 daily candle", () => {
  it('fires once, on the forming candle at 17:45 São Paulo, quoting the hold rate; nothing at the close it was not asked for', async () => {
    const candles = dailySeries();
    fakeDateOnly(at('20:00:20'));
    await ingest(candles.slice(0, -1));
    // The day's first round has stored the day's figures; this market's is set here so the message has one to quote.
    await holdRates(store).updateOne(
      { _id: holdRateId('B3', 'D', 15) },
      {
        $set: {
          market: 'B3',
          timeframe: 'D',
          minutes: 15,
          cases: 40,
          held: 26,
          demo: false,
          computedAt: new Date(at('20:00:20')).toISOString(),
        },
      },
      { upsert: true },
    );
    expect((await createAlert(ITUB, 'D', { rules, message: '', frequency: 'tf', preCloseMinutes: 15 })).status).toBe(
      200,
    );

    expect(await rounds(candles)).toEqual([0, 1, 0, 0]);
    const [note, ...others] = await notifications(store).find({ userId: 'ana' }).toArray();
    expect(others).toEqual([]);
    expect(note!.timestamp).toBe(new Date(at('20:45:20')).toISOString());
    expect(note!.assetData.D!.fechado).toBe(false);
    expect(note!.message).toContain('ITUB4 (D)');
    expect(note!.message).toContain('Aviso antes do fechamento: faltam 15 minutos');
    expect(note!.message).toContain(
      'Nos últimos 40 casos deste tempo gráfico, a agulhada se manteve no fechamento em 65\u00a0%.',
    );
    expect(note!.message).toContain('Desempenho passado não garante resultado futuro.');
    const [telegram] = await telegramOutbox(store).find({ chatId: '424242' }).toArray();
    expect(telegram!.text).toContain('Aviso antes do fechamento');
    expect((await alerts(store).findOne({ userId: 'ana' }))!.lastPreCloseCandle).toBe(new Date(THURSDAY).toISOString());
  });

  it('with the close chosen too, fires before the close and again at the close, once each', async () => {
    const candles = dailySeries();
    fakeDateOnly(at('20:00:20'));
    await ingest(candles.slice(0, -1));
    expect(
      (await createAlert(ITUB, 'D', { rules, message: '', frequency: 'tf', preCloseMinutes: 15, closeOnly: true }))
        .status,
    ).toBe(200);
    expect(await rounds(candles)).toEqual([0, 1, 0, 1]);
    const fired = await notifications(store)
      .find({ userId: 'ana' }, { sort: { timestamp: 1 } })
      .toArray();
    expect(
      fired.map((note) => [note.assetData.D!.fechado, note.message.includes('Aviso antes do fechamento')]),
    ).toEqual([
      [false, true],
      [true, false],
    ]);
    // Without history enough, the message says so rather than quote a rate.
    expect(fired[0]!.message).toContain('Ainda sem histórico suficiente');
  });

  it('follows the close of the US daylight-saving switch week: 17:45 São Paulo on Monday 9 March 2026 is 19:45 UTC', async () => {
    const monday = Date.UTC(2026, 2, 9);
    const candles = dailySeries(monday);
    await arrangePreCloseAlert(candles, '2026-03-09', 'D');
    // B3 closes at 17:00 São Paulo (20:00 UTC) from that Monday: 19:45:20 is the pre-close round, 20:00:20 finds it closed.
    expect(await rounds(candles, '2026-03-09', true)).toEqual([0, 1, 0, 0]);
    expect((await storedReading()).fechado).toBe(true);
    expect((await alerts(store).findOne({ userId: 'ana' }))!.lastPreCloseCandle).toBe(new Date(monday).toISOString());
  });

  it('sends nothing on a holiday: on Carnival Monday 2026 the source’s last daily candle is Friday’s, closed', async () => {
    const friday = Date.UTC(2026, 1, 13);
    const candles = dailySeries(friday);
    await arrangePreCloseAlert(candles, '2026-02-13', 'D');
    for (const date of ['2026-02-16', '2026-02-17']) {
      fakeDateOnly(at('20:45:20', date));
      expect((await ingest(candles)).body.alertsFired).toBe(0);
      expect((await storedReading()).fechado).toBe(true);
    }
    expect(await notifications(store).countDocuments({ userId: 'ana' })).toBe(0);
  });

  it('warns before the week’s close on Thursday when Friday is Good Friday (2 April 2026)', async () => {
    const { candles: shaped } = seriesWithSignal(61, [1], (reading) => evaluateAlert({ rules }, reading), 0);
    const lastMonday = Date.UTC(2026, 2, 30);
    const weeks = shaped.slice(0, 60).map((candle, i) => ({ ...candle, time: lastMonday - (59 - i) * 7 * DAY }));
    await arrangePreCloseAlert(weeks, '2026-04-02', 'W');
    // B3 closes at 17:00 São Paulo (20:00 UTC, New York on summer time) on Thursday, the week's last session.
    expect(await rounds(weeks, '2026-04-02', true, 'W')).toEqual([0, 1, 0, 0]);
    expect((await storedReading('W')).fechado).toBe(true);
  });

  it('refuses a lead the timeframe does not offer, in Portuguese, changing nothing', async () => {
    const before = await snapshot(store);
    const onFifteen = await createAlert(ITUB, '15', { rules, preCloseMinutes: 15 });
    expect(onFifteen.status).toBe(400);
    expect(onFifteen.body.error).toBe(
      'No tempo gráfico de 15 minutos só é possível avisar 5 minutos antes do fechamento.',
    );
    const odd = await createAlert(ITUB, 'D', { rules, preCloseMinutes: 10 });
    expect(odd.status).toBe(400);
    expect(odd.body.error).toBe('Escolha 5, 15 ou 30 minutos antes do fechamento.');
    expect(await snapshot(store)).toEqual(before);
    expect((await createAlert(ITUB, '15', { rules, preCloseMinutes: 5 })).status).toBe(200);
  });
});

describe("'Avisar antes do fechamento' on a CME future follows Globex's holiday hours", () => {
  const ES = 'CME_MINI:ES1!';
  /** Daily candles on CME's grid (days from 17:00 New York) whose last one opens at `lastOpen`, showing the trend. */
  function cmeDailySeries(lastOpen: number): Candle[] {
    const { candles } = seriesWithSignal(61, [1], (reading) => evaluateAlert({ rules }, reading), 0);
    const opens = [lastOpen];
    while (opens.length < 60) opens.unshift(previousBucketStart(opens[0]!, 'D', MARKET_HOURS.CME));
    return candles.slice(0, 60).map((candle, i) => ({ ...candle, time: opens[i]! }));
  }
  const ingestEs = (candles: Candle[]) =>
    call<Answer>('ingest', { method: 'POST', body: { items: [{ asset: ES, timeframe: 'D', candles }] }, headers: KEY });
  const esReading = async () =>
    (await store.collection<{ _id: string; readings: Record<string, Reading> }>('assets').findOne({ _id: ES }))!
      .readings.D!;

  it('warns 15 minutes before the 13:15 New York close on the day after Thanksgiving 2026, not the usual 17:00', async () => {
    await insertAssets(store, [assetDoc(ES, { assetType: 'futures', marketHours: 'CME', free: true })]);
    // Friday's day opens at Thursday's 17:00 roll (22:00 UTC) and closes at 13:15 New York (18:15 UTC).
    const fridayOpen = Date.parse('2026-11-26T22:00:00Z');
    const candles = cmeDailySeries(fridayOpen);
    fakeDateOnly(at('17:00:20', '2026-11-27'));
    expect((await ingestEs(candles.slice(0, -1))).body.results[0]?.status).toBe('stored');
    expect((await createAlert(ES, 'D', { rules, message: '', frequency: 'tf', preCloseMinutes: 15 })).status).toBe(200);
    const fired: number[] = [];
    const closed: Array<boolean | undefined> = [];
    for (const [time, cents] of [
      ['17:45:20', 0],
      ['18:00:20', 1],
      ['18:10:20', 2],
      ['18:15:20', 3],
    ] as const) {
      fakeDateOnly(at(time, '2026-11-27'));
      const answer = (await ingestEs(nudged(candles, cents))).body;
      expect(answer.results[0]?.status).toBe('stored');
      fired.push(answer.alertsFired);
      closed.push((await esReading()).fechado);
      await drainQueues(store);
    }
    // 18:00:20 UTC is the round inside the window; the day is em formação until 18:15 and closed after it.
    expect(fired).toEqual([0, 1, 0, 0]);
    expect(closed).toEqual([false, false, false, true]);
    const [note] = await notifications(store).find({ userId: 'ana' }).toArray();
    expect(note!.message).toContain('Aviso antes do fechamento: faltam 15 minutos');
    expect((await alerts(store).findOne({ userId: 'ana' }))!.lastPreCloseCandle).toBe(
      new Date(fridayOpen).toISOString(),
    );
  });
});

describe('hold rates', () => {
  it('are recomputed once a UTC day (injected clock) and served for the asset’s market', async () => {
    const now = new Date(at('12:00:00'));
    expect(await refreshHoldRatesDaily(store, now, true)).toBe(true);
    expect(await refreshHoldRatesDaily(store, new Date(at('23:59:00')), true)).toBe(false);
    expect(await refreshHoldRatesDaily(store, new Date(at('12:00:00') + DAY), true)).toBe(true);
    await holdRates(store).updateOne(
      { _id: holdRateId('B3', 'D', 15) },
      {
        $set: {
          market: 'B3',
          timeframe: 'D',
          minutes: 15,
          cases: 31,
          held: 20,
          demo: true,
          computedAt: now.toISOString(),
        },
      },
      { upsert: true },
    );
    const answer = await call<{ market: string; demo: boolean; rates: unknown[] }>('holdRates', {
      method: 'GET',
      query: { asset: ITUB },
      as: ana,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ market: 'B3', demo: true });
    expect(answer.body.rates).toContainEqual({ timeframe: 'D', minutes: 15, cases: 31, held: 20 });
    expect((await call('holdRates', { method: 'GET', query: { asset: 'BMFBOVESPA:NADA3' }, as: ana })).status).toBe(
      404,
    );
  });
});
