import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { config, overrideConfig } from '../../api/src/config';
import { startRuntime, type Runtime } from '../../local/src/runtime/runtime';
import { assets } from '../../api/src/store/assets';
import type { AssetListItem } from '@agulhadas/domain/asset';
import type { Candle } from '@agulhadas/domain/reading';
import { call, freshStore } from '../support/api-client';
import { assetDoc, insertAssets } from '../support/fixtures';
import { arrangeAlertsWorld } from './alerts-support';

/**
 * Visitors see free assets as of the delay (20 minutes). On a fresh product the robot's first captures are minutes old,
 * so the backfill itself must reach back past the delay: a visitor's free cards have readings at once.
 */
jest.setTimeout(120_000);

const MINUTE = 60_000;
const QUARTER = 15 * MINUTE;
const BTC = 'BINANCE:BTCUSDT';
const ingest = (items: unknown[]) =>
  call<{ results: Array<{ status: string }> }>('ingest', {
    method: 'POST',
    body: { items },
    headers: { 'x-robot-key': config().robotKey },
  });
const visitorList = (exchange: string) =>
  call<AssetListItem[]>('getAllAssets', { query: { exchange, precision: 'full' } });

function quarters(count: number): Candle[] {
  const last = Math.floor(Date.now() / QUARTER) * QUARTER;
  return Array.from({ length: count }, (_, i) => {
    const close = 100 + 5 * Math.sin(i / 6);
    return { time: last - (count - 1 - i) * QUARTER, open: close - 0.3, high: close + 0.6, low: close - 0.6, close };
  });
}

describe('a backfill seeds the delayed view', () => {
  it("shows a visitor the reading of the last candle closed by the delay's cut, at once", async () => {
    const store = await arrangeAlertsWorld();
    await insertAssets(store, [assetDoc(BTC, { assetType: 'crypto', marketHours: 'ALWAYS', free: true })]);
    const candles = quarters(80);
    expect((await ingest([{ asset: BTC, timeframe: '15', candles }])).body.results[0]?.status).toBe('stored');
    const [btc] = (await visitorList('BINANCE')).body.filter((item) => item.asset === BTC);
    expect(btc).toMatchObject({ delayed: true, timeFrames: ['15'] });
    const cut = Date.now() - config().dataDelayMinutes * MINUTE;
    const shown = Date.parse(btc!.readings['15']!.lastUpdate);
    // The newest candle that had closed by the cut (its successor opened at or before it).
    expect(shown + QUARTER).toBeLessThanOrEqual(cut);
    expect(shown + 2 * QUARTER).toBeGreaterThan(cut - MINUTE);
    expect(btc!.preco).toBe(candles.find((candle) => candle.time === shown)!.close);
    // The next round's own capture does not hide it: the view still has one at or before its cut.
    expect(
      (await ingest([{ asset: BTC, timeframe: '15', candles: [{ ...candles[79]!, close: candles[79]!.close + 0.1 }] }]))
        .body.results[0]?.status,
    ).toBe('stored');
    expect((await visitorList('BINANCE')).body.find((item) => item.asset === BTC)?.readings['15']?.lastUpdate).toBe(
      btc!.readings['15']!.lastUpdate,
    );
    expect((await assets(store).findOne({ _id: BTC }))!.captures.map((capture) => capture.backfill ?? false)).toEqual([
      true,
      false,
      false,
    ]);
  });
});

describe('a fresh `npm start`', () => {
  let runtime: Runtime | null = null;
  afterAll(async () => {
    await runtime?.close();
  });

  it("gives a visitor's free cards readings right after the robot's backfill", async () => {
    await freshStore();
    overrideConfig({ dataDir: '' });
    const staticDir = mkdtempSync(path.join(tmpdir(), 'agulhadas-first-minute-'));
    writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>first minute</title>');
    runtime = await startRuntime({
      rootDir: process.cwd(),
      port: 0,
      apiPort: 0,
      staticDir,
      robot: 'prime',
      realtimePort: 0,
    });
    for (const exchange of ['BMFBOVESPA', 'BINANCE', 'NASDAQ']) {
      const free = (await visitorList(exchange)).body.filter((item) => item.free);
      expect(free.length).toBeGreaterThan(0);
      expect(free.filter((item) => item.timeFrames.length === 0).map((item) => item.asset)).toEqual([]);
    }
  });
});
