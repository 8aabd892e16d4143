import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { config } from '../../api/src/config';
import { drainQueues } from '../support/drain-queues';
import { telegramOutbox } from '../../local/src/stand-ins/telegram/outbox-sender';
import { alerts } from '../../api/src/store/alerts';
import { notifications, type NotificationDoc } from '../../api/src/store/notifications';
import type { Store } from '../../api/src/store/types';
import { users } from '../../api/src/store/users';
import { ALERT_TEMPLATES } from '@agulhadas/domain/alerts/alert-templates';
import { evaluateAlert } from '@agulhadas/domain/alerts/evaluate-alert';
import { formatPrice } from '@agulhadas/domain/presentation/format';
import type { Rule } from '@agulhadas/domain/alerts/rule-schema';
import type { Candle, Reading } from '@agulhadas/domain/reading';
import { fakeDateOnly } from '../support/fake-date';
import { call } from '../support/api-client';
import { assetDoc, insertAssets } from '../support/fixtures';
import { QUARTER, seriesWithSignal } from '../support/signal-series';
import { arrangeAlertsWorld, createAlert, vitor } from './alerts-support';

/**
 * 'Só no fechamento do candle' alerts fire at the close, once per closed candle. At each quarter hour the robot sends
 * one item per series holding the candle that just closed and the next one, forming: the close-only alert must read
 * the closed candle's reading, while the card shows the newest one.
 */
const BTC = 'BINANCE:BTCUSDT';
const OWN = 'MEUS:ROBO11';
const KEY = { 'x-robot-key': config().robotKey };
const HISTORY = 80;
let store: Store;

interface Answer {
  alertsFired: number;
  results: Array<{ status: string; error?: string }>;
}
const ingest = (items: unknown[]) => call<Answer>('ingest', { method: 'POST', body: { items }, headers: KEY });

/** Candles of the series' last quarters opening up to the current quarter hour, so the last one is forming. */
const ending = (now: number) => Math.floor(now / QUARTER) * QUARTER - (HISTORY - 1) * QUARTER;

const trendRules: Rule[] = [{ name: 'Tendencia', value: 1 }];
const holdsRules = (rules: Rule[]) => (reading: Reading) => evaluateAlert({ rules }, reading);
const firedOn = (docs: NotificationDoc[]) => docs.map((doc) => doc.assetData['15']!);

beforeEach(async () => {
  store = await arrangeAlertsWorld();
  await insertAssets(store, [assetDoc(BTC, { assetType: 'crypto', marketHours: 'ALWAYS', free: true })]);
  await users(store).updateOne({ _id: 'ana' }, { $set: { telegram: { id: '424242', active: true } } });
});
afterEach(() => {
  jest.useRealTimers();
});

/**
 * Three quarter-hour closes that each show the signal: the history up to the first of them (forming), then `arm` (the
 * alert is made once the history is in: the history's own recent closes would fire it too), then per round [the
 * candle that just closed, the next one]. Returns the rounds' answers and the closed candles.
 */
async function threeCloses(
  send: (items: unknown[]) => Promise<{ body: Answer }>,
  item: (candles: Candle[]) => Record<string, unknown>,
  rules: Rule[],
  arm: () => Promise<unknown>,
) {
  const start = ending(Date.now()) - 4 * QUARTER;
  const { candles } = seriesWithSignal(HISTORY, [1, 2, 3], holdsRules(rules), start);
  const at = (i: number) => candles[i]!.time;
  const first = HISTORY - 4;
  fakeDateOnly(at(first) + 5 * 60_000);
  expect((await send([item(candles.slice(0, first + 1))])).body.results[0]?.status).toBe('stored');
  await arm();
  const answers: Answer[] = [];
  for (let k = 0; k < 3; k++) {
    fakeDateOnly(at(first + k + 1) + 5_000);
    answers.push((await send([item([candles[first + k]!, candles[first + k + 1]!])])).body);
    // The notifier runs all along: each close's message leaves before the next close makes it stale.
    await drainQueues(store);
  }
  return {
    answers,
    closed: candles.slice(first, first + 3),
    replay: () => send([item([candles[first + 2]!, candles[first + 3]!])]),
  };
}

describe('close-only alerts with the robot’s [closed, forming] items', () => {
  it('three consecutive 15-minute closes that each show the signal give three notifications; a replay gives none', async () => {
    const arm = async () =>
      expect(
        (
          await createAlert(BTC, '15', {
            rules: trendRules,
            message: 'Tendência no fechamento',
            frequency: 'tf',
            closeOnly: true,
          })
        ).status,
      ).toBe(200);
    const { answers, closed, replay } = await threeCloses(
      ingest,
      (candles) => ({ asset: BTC, timeframe: '15', candles }),
      trendRules,
      arm,
    );
    expect(answers.map((answer) => answer.results.map((result) => result.status))).toEqual([
      ['stored'],
      ['stored'],
      ['stored'],
    ]);
    const fired = await notifications(store)
      .find({ userId: 'ana' }, { sort: { timestamp: 1 } })
      .toArray();
    expect(fired).toHaveLength(3);
    // Each firing names its closed candle, whose reading shows the signal; the card has moved on to the next candle.
    expect(firedOn(fired).map((reading) => [reading.lastUpdate, reading.fechado, reading.temTendencia])).toEqual(
      closed.map((candle) => [new Date(candle.time).toISOString(), true, 1]),
    );
    const stored = await store
      .collection<{ _id: string; readings: Record<string, Reading> }>('assets')
      .findOne({ _id: BTC });
    expect(stored!.readings['15']!.lastUpdate).toBe(new Date(closed[2]!.time + QUARTER).toISOString());
    expect(stored!.readings['15']!.fechado).toBe(false);
    expect((await alerts(store).findOne({ userId: 'ana' }))!.lastCandle).toBe(new Date(closed[2]!.time).toISOString());
    // The message and price are the closed candle's.
    expect(fired[2]!.message).toContain(
      `preço ${formatPrice(firedOn(fired)[2]!.preco, { asset: BTC, assetType: 'crypto' })}`,
    );

    const before = await notifications(store).countDocuments({});
    expect((await replay()).body.alertsFired).toBe(0);
    expect(await notifications(store).countDocuments({})).toBe(before);
    expect(await telegramOutbox(store).countDocuments({ chatId: '424242' })).toBe(3);
  });

  it('an alert without the option fires on the forming candle, at most once per round', async () => {
    const arm = async () =>
      expect((await createAlert(BTC, '15', { rules: trendRules, message: 'a cada 15', frequency: '15' })).status).toBe(
        200,
      );
    const { answers } = await threeCloses(
      ingest,
      (candles) => ({ asset: BTC, timeframe: '15', candles }),
      trendRules,
      arm,
    );
    expect(answers.every((answer) => answer.alertsFired <= 1)).toBe(true);
    const fired = await notifications(store).find({ userId: 'ana' }).toArray();
    expect(firedOn(fired).every((reading) => reading.fechado === false && reading.temTendencia === 1)).toBe(true);
  });

  it('the Agulhada template fires on the closed needle candle, in the notifications and on Telegram, though the forming candle has none', async () => {
    const template = ALERT_TEMPLATES.find((one) => one.id === 'soAgulhadaCompra')!;
    expect(template.closeOnly).toBe(true);
    expect(
      (
        await createAlert(BTC, '15', {
          rules: template.rules,
          message: '',
          frequency: 'tf',
          closeOnly: template.closeOnly,
        })
      ).status,
    ).toBe(200);
    const start = ending(Date.now());
    const { candles, readings } = seriesWithSignal(HISTORY, [1], holdsRules(template.rules), start);
    const needle = candles[HISTORY - 2]!;
    fakeDateOnly(needle.time + 10 * 60_000);
    // Mid-candle the needle candle is forming: the close-only alert waits.
    expect(
      (await ingest([{ asset: BTC, timeframe: '15', candles: candles.slice(0, HISTORY - 1) }])).body.alertsFired,
    ).toBe(0);
    fakeDateOnly(needle.time + QUARTER + 5_000);
    expect(
      (await ingest([{ asset: BTC, timeframe: '15', candles: [needle, candles[HISTORY - 1]!] }])).body.alertsFired,
    ).toBe(1);
    const [note] = await notifications(store).find({ userId: 'ana' }).toArray();
    expect(note!.message).toMatch(/^BTCUSDT \(15\): Só agulhada de compra — preço /);
    expect(note!.assetData['15']).toEqual({ ...readings[HISTORY - 2]!, fechado: true });
    await drainQueues(store);
    const [message] = await telegramOutbox(store).find({ chatId: '424242' }).toArray();
    expect(message!.text).toBe(note!.message);
  });
});

describe('close-only alerts on a VIP’s own assets', () => {
  it('fire once per closed candle of the own robot’s [closed, forming] items', async () => {
    const vitorKey = (await users(store).findOne({ _id: 'vitor' }))!.userKey;
    await users(store).updateOne({ _id: 'vitor' }, { $set: { telegram: { id: '777', active: true } } });
    const send = (items: unknown[]) =>
      call<Answer>('userIngest', { method: 'POST', body: { items }, headers: { 'x-user-key': vitorKey } });
    const item = (candles: Candle[]) => ({
      asset: OWN,
      timeframe: '15',
      nome: 'Meu robô',
      assetType: 'crypto',
      candles,
    });
    // The alert is made once the asset exists (a VIP alerts on own assets after their first round).
    const arm = async () =>
      expect(
        (
          await createAlert(
            OWN,
            '15',
            { rules: trendRules, message: 'Meu ativo fechou', frequency: '15', closeOnly: true },
            vitor,
          )
        ).status,
      ).toBe(200);
    const { answers, closed, replay } = await threeCloses(send, item, trendRules, arm);
    expect(answers.map((answer) => answer.alertsFired)).toEqual([1, 1, 1]);
    const fired = await notifications(store)
      .find({ userId: 'vitor' }, { sort: { timestamp: 1 } })
      .toArray();
    expect(firedOn(fired).map((reading) => reading.lastUpdate)).toEqual(
      closed.map((candle) => new Date(candle.time).toISOString()),
    );
    expect((await replay()).body.alertsFired).toBe(0);
    expect(await telegramOutbox(store).countDocuments({ chatId: '777' })).toBe(3);
  });
});
