// `npm run check:alerts-at-close [-- closes]`: the product as `npm start` runs it (local runtime, demo robot on the
// real clock, in-memory store) watched across real quarter-hour closes (default 2, so up to ~31 minutes). The demo VIP
// gets close-only alerts with frequent rules on the demo's watched assets; afterwards every candle that closed in the
// window is read again from the stored candles with the engine, and each close-only firing is matched to it:
// a firing must name a closed candle whose reading shows its rules (else 'wrong'), every such candle must have fired
// (else 'missed'), and no alert may fire twice on one candle (else 'doubled').
import '../local/src/runtime/local-mode';
import '../local/src/runtime/quiet-test-mode';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { overrideConfig } from '../api/src/config';
import { localUserId } from '../local/src/demo/demo-users';
import { startRuntime } from '../local/src/runtime/runtime';
import { alertDocId, alerts, type AlertDoc } from '../api/src/store/alerts';
import { candleSeries, seriesId } from '../api/src/store/candles';
import { getStore } from '../api/src/store/db';
import { notifications } from '../api/src/store/notifications';
import { createAlert } from '@agulhadas/domain/alerts/alert';
import { evaluateAlert } from '@agulhadas/domain/alerts/evaluate-alert';
import { ruleFlagsFromRules } from '@agulhadas/domain/alerts/rule-flags';
import type { Rule } from '@agulhadas/domain/alerts/rule-schema';
import { candleCloseTime, MARKET_HOURS, type MarketHoursKey } from '@agulhadas/domain/market-hours';
import type { Reading } from '@agulhadas/domain/reading';
import { createReadingEngine, upsertReading } from '@agulhadas/domain/signals';
import type { Timeframe } from '@agulhadas/domain/timeframes';

const QUARTER = 15 * 60_000;
const closesWanted = Number(process.argv[2] ?? 2);
const VITOR = localUserId('vip@demo.agulhadas.app');
const WATCHED = [
  'BINANCE:BTCUSDT',
  'BINANCE:ETHUSDT',
  'BINANCE:SOLUSDT',
  'BINANCE:BNBUSDT',
  'BINANCE:XRPUSDT',
  'BMFBOVESPA:PETR4',
  'BMFBOVESPA:VALE3',
  'NASDAQ:AAPL',
  'NASDAQ:NVDA',
  'FX_IDC:EURUSD',
];
const TIMEFRAMES: Timeframe[] = ['15', '60'];
// Rules that hold on many candles, so two closes give firings to check, and the needles the templates read.
const RULE_SETS: Rule[][] = [1, -1].flatMap(
  (side) =>
    [
      [{ name: 'Tendencia', value: side }],
      [{ name: 'Stochastic', value: side }],
      [{ name: 'Trix', value: side }],
      [{ name: 'agulhada', value: side }],
      [{ name: 'Alerta', value: side }],
    ] as Rule[][],
);

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main(): Promise<void> {
  overrideConfig({ dataDir: '' });
  const staticDir = mkdtempSync(path.join(tmpdir(), 'agulhadas-check-'));
  writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>check</title>');
  const runtime = await startRuntime({
    rootDir: process.cwd(),
    port: 0,
    apiPort: 0,
    staticDir,
    robot: 'live',
    realtimePort: 0,
  });
  const store = await getStore();
  const started = Date.now();
  const now = new Date(started);
  const docs: AlertDoc[] = WATCHED.flatMap((asset) =>
    TIMEFRAMES.flatMap((timeframe) =>
      RULE_SETS.map((rules) => {
        const alert = createAlert(
          {
            message: `check ${rules.map((rule) => `${rule.name}=${rule.value}`).join(',')}`,
            rules,
            active: true,
            frequency: 'tf',
            closeOnly: true,
            preCloseMinutes: null,
            config: ruleFlagsFromRules(rules),
          },
          timeframe,
          randomUUID(),
          now,
        );
        return { ...alert, _id: alertDocId(VITOR, alert.id), userId: VITOR, asset };
      }),
    ),
  );
  await alerts(store).insertMany(docs);
  const firstClose = Math.ceil(started / QUARTER) * QUARTER;
  const end = firstClose + (closesWanted - 1) * QUARTER + 75_000;
  console.log(
    `watching ${docs.length} close-only alerts on ${WATCHED.length} assets × ${TIMEFRAMES.join('/')} until ${new Date(end).toISOString()} (${closesWanted} quarter-hour closes)`,
  );
  while (Date.now() < end) await wait(5_000);

  const byId = new Map(docs.map((doc) => [doc.id, doc]));
  const fired = (await notifications(store).find({ userId: VITOR }).toArray()).filter((note) => byId.has(note.id));
  const assetDocs = await store
    .collection<{ _id: string; marketHours?: MarketHoursKey }>('assets')
    .find({ _id: { $in: WATCHED } })
    .toArray();
  const hoursOf = new Map(assetDocs.map((doc) => [doc._id, MARKET_HOURS[doc.marketHours ?? 'ALWAYS']]));
  let closes = 0;
  let expected = 0;
  let matched = 0;
  let missed = 0;
  let wrong = 0;
  let doubled = 0;
  for (const asset of WATCHED) {
    for (const timeframe of TIMEFRAMES) {
      const series = await candleSeries(store).findOne({ _id: seriesId(asset, timeframe) });
      if (!series) continue;
      const candles = [...series.candles, ...(series.lastCandle ? [series.lastCandle] : [])];
      const engine = createReadingEngine(timeframe);
      // Every stored candle's reading (a firing is checked against it), and those that closed inside the window:
      // after the alerts were made, and early enough for a round to have read the close.
      const all = new Map<string, Reading>();
      const readings = new Map<string, Reading>();
      candles.forEach((candle, i) => {
        const reading = upsertReading(engine, candle);
        if (!reading) return;
        all.set(reading.lastUpdate, reading);
        const closedAt = Math.min(
          candleCloseTime(candle.time, timeframe, hoursOf.get(asset)!),
          candles[i + 1]?.time ?? Infinity,
        );
        if (closedAt > started && closedAt <= end - 60_000) readings.set(reading.lastUpdate, reading);
      });
      closes += readings.size;
      for (const doc of docs.filter((one) => one.asset === asset && one.timeframe === timeframe)) {
        const mine = fired.filter((note) => note.id === doc.id && note.timeframe === timeframe);
        const perCandle = new Map<string, number>();
        for (const note of mine) {
          const candle = note.assetData[timeframe]!;
          perCandle.set(candle.lastUpdate, (perCandle.get(candle.lastUpdate) ?? 0) + 1);
          const stored = all.get(candle.lastUpdate);
          if (!candle.fechado || !stored || !evaluateAlert(doc, stored)) {
            wrong += 1;
            console.log(`wrong: ${doc.message} ${asset} ${timeframe} ${candle.lastUpdate}`);
          }
        }
        doubled += [...perCandle.values()].reduce((sum, count) => sum + count - 1, 0);
        for (const [open, reading] of readings) {
          if (!evaluateAlert(doc, reading)) continue;
          expected += 1;
          if (perCandle.has(open)) matched += 1;
          else {
            missed += 1;
            console.log(`missed: ${doc.message} ${asset} ${timeframe} ${open}`);
          }
        }
      }
    }
  }
  console.log(
    `closed candles read: ${closes}; close-only firings: ${fired.length}; expected from the stored candles: ${expected}; matched ${matched}, missed ${missed}, doubled ${doubled}, wrong ${wrong}`,
  );
  await runtime.close();
  process.exit(missed || doubled || wrong ? 1 : 0);
}

await main();
