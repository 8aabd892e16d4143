import { isDeepStrictEqual } from 'node:util';
import type { Candle, Reading } from '../../../src/domain/reading';
import type { Timeframe } from '../../../src/domain/timeframes';
import { HttpError } from '../http/errors';
import type { AssetDoc } from '../store/assets';
import { CANDLES_KEPT, seriesId, type CandleSeriesDoc } from '../store/candles';
import type { IngestBody } from './ingest-schema';
import type { SeriesEngine } from './series-engine';

export interface SeriesWrite {
  doc: CandleSeriesDoc;
  /** Version the stored document had; null when it is new. */
  expectedVersion: number | null;
}

export interface ReadingChange {
  asset: string;
  timeframe: Timeframe;
  reading: Reading;
}

export interface IngestPlan {
  series: SeriesWrite[];
  changes: ReadingChange[];
  unchanged: number;
}

const outOfOrder = (asset: string, timeframe: string, detail: string) => new HttpError(409, `Dados fora de ordem para ${asset} (${timeframe}): ${detail}. Nada foi gravado.`);

function sameCandle(a: Candle | undefined, b: Candle): boolean {
  return a !== undefined && a.time === b.time && a.open === b.open && a.high === b.high && a.low === b.low && a.close === b.close && (a.volume ?? 0) === (b.volume ?? 0);
}

/** Advances one series by the given candles; already-stored identical candles are skipped (replays are harmless). */
function planSeries(asset: string, timeframe: Timeframe, candles: Candle[], stored: CandleSeriesDoc | undefined, engine: SeriesEngine): { write: SeriesWrite | null; reading: Reading | null } {
  let state = stored?.engine ?? engine.create(timeframe);
  let history = stored ? [...stored.candles] : [];
  let lastTime = stored?.lastTime ?? -1;
  let reading: Reading | null = null;
  let changed = false;
  let previousTime = -1;
  for (const candle of candles) {
    if (candle.time <= previousTime) throw new HttpError(400, `Velas de ${asset} (${timeframe}) precisam estar em ordem crescente de tempo. Nada foi gravado.`);
    previousTime = candle.time;
    if (candle.time < lastTime) {
      if (!sameCandle(history.find((kept) => kept.time === candle.time), candle)) throw outOfOrder(asset, timeframe, `vela ${new Date(candle.time).toISOString()} anterior à última gravada`);
      continue;
    }
    if (candle.time === lastTime) {
      if (sameCandle(history[history.length - 1], candle)) continue;
      ({ state, reading } = engine.replaceLast(state, candle, timeframe));
      history[history.length - 1] = candle;
    } else {
      ({ state, reading } = engine.push(state, candle, timeframe));
      history.push(candle);
      lastTime = candle.time;
    }
    changed = true;
  }
  if (!changed) return { write: null, reading: stored?.reading ?? null };
  if (history.length > CANDLES_KEPT) history = history.slice(-CANDLES_KEPT);
  const doc: CandleSeriesDoc = { _id: seriesId(asset, timeframe), asset, timeframe, candles: history, engine: state, lastTime, reading, version: (stored?.version ?? 0) + 1 };
  return { write: { doc, expectedVersion: stored ? stored.version : null }, reading };
}

/**
 * Validates a whole batch against what is stored and computes every new reading, without writing:
 * any unknown asset or out-of-order data rejects the batch before anything is stored.
 */
export function planIngest(body: IngestBody, assetsById: ReadonlyMap<string, AssetDoc>, seriesById: ReadonlyMap<string, CandleSeriesDoc>, engine: SeriesEngine): IngestPlan {
  const plan: IngestPlan = { series: [], changes: [], unchanged: 0 };
  for (const item of body.items) {
    const asset = assetsById.get(item.asset);
    if (!asset) throw new HttpError(404, `Ativo desconhecido: ${item.asset}. Nada foi gravado.`);
    if ('reading' in item) {
      const current = asset.readings[item.timeframe];
      if (current && item.reading.lastUpdate < current.lastUpdate) throw outOfOrder(item.asset, item.timeframe, 'leitura anterior à última gravada');
      if (current && isDeepStrictEqual(current, item.reading)) plan.unchanged += 1;
      else plan.changes.push({ asset: item.asset, timeframe: item.timeframe, reading: item.reading });
      continue;
    }
    const { write, reading } = planSeries(item.asset, item.timeframe, item.candles, seriesById.get(seriesId(item.asset, item.timeframe)), engine);
    if (write) plan.series.push(write);
    // A replay changes no series but still repairs an asset left behind by an interrupted write.
    if (reading && !isDeepStrictEqual(asset.readings[item.timeframe], reading)) plan.changes.push({ asset: item.asset, timeframe: item.timeframe, reading });
    else plan.unchanged += 1;
  }
  return plan;
}
