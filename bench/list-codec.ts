import { performance } from 'node:perf_hooks';
import type { AssetListItem } from '@agulhadas/domain/asset';
import { decodeAssetList, encodeAssetList } from '@agulhadas/domain/asset-list-wire';
import type { Readings } from '@agulhadas/domain/reading';
import { computeReading } from '@agulhadas/domain/signals';
import { TIMEFRAMES } from '@agulhadas/domain/timeframes';
import { loadSp500Candles } from '../tests/support/sp500-candles';

/**
 * The compact asset list's codec alone, CPU only: the whole universe (1446 assets × 5 timeframes) of readings computed
 * on 20 years of real S&P 500 candles, encoded as the API does per list and decoded (from parsed JSON) as a phone does
 * on its first load. Prints the median of RUNS runs of each, after a warm-up. Run alone: npx tsx bench/run.ts list-codec
 */
const ASSETS = 1446;
const RUNS = 101;

function universe(): AssetListItem[] {
  const candles = loadSp500Candles();
  return Array.from({ length: ASSETS }, (_, i) => {
    const readings: Readings = {};
    TIMEFRAMES.forEach((tf, j) => {
      // Windows spread over the 20 years (37 is prime to the span), so the readings differ as a universe's do.
      const end = 60 + (((i * TIMEFRAMES.length + j) * 37) % (candles.length - 60));
      const reading = computeReading(candles.slice(end - 60, end), tf);
      if (reading) readings[tf] = { ...reading, ...(j % 2 === 0 ? { fechado: i % 3 !== 0 } : {}) };
    });
    return {
      _id: `BMFBOVESPA:A${i}`,
      asset: `BMFBOVESPA:A${i}`,
      symbol: `A${i}`,
      nome: `Ativo ${i}`,
      assetType: 'stock',
      assetPrefix: 'BMFBOVESPA',
      free: i % 10 === 0,
      locked: false,
      delayed: false,
      marketHours: 'B3',
      preco: readings.D?.preco ?? null,
      lastUpdate: readings.D?.lastUpdate ?? null,
      timeFrames: TIMEFRAMES.filter((tf) => readings[tf] !== undefined),
      readings,
    };
  });
}

function medianMs(task: () => void): number {
  for (let i = 0; i < 5; i += 1) task();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    task();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
}

export async function run(): Promise<void> {
  const items = universe();
  const parsed = JSON.parse(JSON.stringify(encodeAssetList(items))) as ReturnType<typeof encodeAssetList>;
  const readings = items.reduce((sum, item) => sum + Object.keys(item.readings).length, 0);
  const distinct = new Set(parsed.items.flatMap((item) => Object.values(item[6]).map((reading) => reading[1]))).size;
  let sink = 0;
  const encodeMs = medianMs(() => {
    sink += encodeAssetList(items).items.length;
  });
  const decodeMs = medianMs(() => {
    sink += decodeAssetList(parsed).length;
  });
  console.log(
    `list codec, ${ASSETS} assets / ${readings} readings (${distinct} distinct signal strings): encode median ${encodeMs.toFixed(2)} ms, decode median ${decodeMs.toFixed(2)} ms (${RUNS} runs; ${sink > 0 ? 'ok' : 'empty'})`,
  );
  await Promise.resolve();
}
