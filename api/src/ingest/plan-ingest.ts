import { isDeepStrictEqual } from 'node:util';
import { hasFourHour } from '@agulhadas/domain/categories';
import { expectedOpen, offGridReason } from '@agulhadas/domain/candle-grid';
import type { Candle, Reading } from '@agulhadas/domain/reading';
import { candleCloseTime, isCandleClosed, MARKET_HOURS } from '@agulhadas/domain/market-hours';
import { isInTheFuture } from '@agulhadas/domain/robot-clock';
import { TIMEFRAME_MINUTES, type Timeframe } from '@agulhadas/domain/timeframes';
import { firstIssueText } from '@agulhadas/domain/validation/portuguese-messages';
import type { AssetDoc } from '../store/assets';
import { CANDLES_KEPT, SERIES_FORMAT, seriesId, type CandleSeriesDoc, type SeriesHead } from '../store/candles';
import { ingestItemSchema, type IngestItem } from './ingest-schema';
import type { SeriesEngine } from './series-engine';

/**
 * How one series is written: a new or old-format document whole, else only its head fields with the candles that
 * left the last slot appended to the history. Every write but an insert is conditional on `expectedVersion`.
 */
export type SeriesWrite =
  | { kind: 'insert'; doc: CandleSeriesDoc }
  | { kind: 'replace'; doc: CandleSeriesDoc; expectedVersion: number }
  | {
      kind: 'update';
      id: string;
      head: Omit<SeriesHead, '_id' | 'asset' | 'timeframe'>;
      appended: Candle[];
      expectedVersion: number;
    };

/** The history a series keeps besides its last candle. */
export const HISTORY_KEPT = CANDLES_KEPT - 1;

export interface ReadingChange {
  asset: string;
  timeframe: Timeframe;
  /**
   * A new series' reading as the delayed view would have shown it at its cut: the last candle of the backfill that had
   * closed by then (absent when no candle had, or the series was stored before). Seeds a visitor's first captures.
   */
  delayed?: Reading;
  /** The newest reading: what the card shows and what alerts without 'Só no fechamento do candle' read. */
  reading: Reading;
  /** Readings of the candles this item closed, oldest first (see closesOf): what close-only alerts read. */
  closed: Reading[];
}

/** What became of one item of the round, in the order sent. */
export type ItemResult =
  | { asset: string; timeframe: string; status: 'stored' | 'unchanged' }
  | { asset: string | null; timeframe: string | null; status: 'refused'; error: string };

export interface IngestPlan {
  series: SeriesWrite[];
  changes: ReadingChange[];
  /** The items accepted (stored or unchanged), for the round's journal id. */
  accepted: IngestItem[];
  results: ItemResult[];
  /** The delayed view's cut the plan was made with (ms), null for rounds nobody sees delayed (own assets). */
  delayedCut: number | null;
}

/** What one item makes of its series: the write, the newest reading, and the readings of the candles it closed. */
interface PlannedSeries {
  write: SeriesWrite | null;
  reading: Reading | null;
  closed: Reading[];
  delayed?: Reading;
}

/** Why one item is refused; the others of the round go on. */
class ItemRefused extends Error {}

const at = (time: number) => new Date(time).toISOString();

function sameCandle(a: Candle | undefined, b: Candle): boolean {
  return (
    a !== undefined &&
    a.time === b.time &&
    a.open === b.open &&
    a.high === b.high &&
    a.low === b.low &&
    a.close === b.close &&
    (a.volume ?? 0) === (b.volume ?? 0)
  );
}

/**
 * Whether the candle opened at `openMs` has closed: the robot's word when it gives one, else the asset's market
 * hours against the round's clock. Assets stored without hours are taken to trade always (a candle closes at
 * open + length), which can only call a candle forming for longer than it is.
 */
function candleClosed(
  said: boolean | undefined,
  openMs: number,
  timeframe: Timeframe,
  asset: AssetDoc,
  now: Date,
): boolean {
  return said ?? isCandleClosed(openMs, timeframe, MARKET_HOURS[asset.marketHours ?? 'ALWAYS'], now.getTime());
}

/** How late a round may still bring a close as news: one robot round past the next candle's close. */
const CLOSE_NEWS_GRACE_MS = 15 * 60_000;

/**
 * The closes an alert may still announce: a candle's close is news until the candle after it would have closed (its
 * length, plus a round's grace). A robot back from an outage, or a backfill, brings older closes: those are history
 * the chart shows, not alerts to send hours late.
 */
function recentCloses(closes: readonly Reading[], timeframe: Timeframe, asset: AssetDoc, now: Date): Reading[] {
  const hours = MARKET_HOURS[asset.marketHours ?? 'ALWAYS'];
  const oldest = oldestNews(timeframe, now);
  return closes.filter((closed) => candleCloseTime(Date.parse(closed.lastUpdate), timeframe, hours) >= oldest);
}

const oldestNews = (timeframe: Timeframe, now: Date): number =>
  now.getTime() - TIMEFRAME_MINUTES[timeframe] * 60_000 - CLOSE_NEWS_GRACE_MS;

/** Old-format documents kept the last candle at the end of the history: the history proper is the rest. */
const historyOf = (stored: SeriesHead, history: readonly Candle[] | undefined): readonly Candle[] =>
  stored.format === SERIES_FORMAT ? (history ?? []) : (history ?? []).slice(0, -1);

/**
 * The engine state a stored series continues from. A state the engine cannot read (written by another layout or with
 * other indicator parameters) is rebuilt from the stored candles, which seriesNeedingHistory had read.
 */
function storedState<State>(
  stored: SeriesHead,
  history: readonly Candle[] | undefined,
  last: Candle | undefined,
  timeframe: Timeframe,
  engine: SeriesEngine<State>,
): State {
  // Read once: load answers null for a state it cannot read.
  const loaded = engine.load(stored.engine, timeframe);
  if (loaded !== null) return loaded;
  const state = engine.create(timeframe);
  for (const candle of [...historyOf(stored, history), ...(last ? [last] : [])]) engine.push(state, candle);
  return state;
}

/**
 * Advances one series by the given candles; already-stored identical candles are skipped (replays are harmless).
 * The reading says whether its candle has closed, so a round that only finds the last candle closed (same prices,
 * now past its close) still updates the reading: close-only alerts fire then. `history` is the stored history,
 * read only when the series needs it (see seriesNeedingHistory).
 */
function planSeries<State>(
  asset: AssetDoc,
  timeframe: Timeframe,
  candles: Candle[],
  stored: SeriesHead | undefined,
  history: readonly Candle[] | undefined,
  engine: SeriesEngine<State>,
  now: Date,
  delayedCut: number | null,
): PlannedSeries {
  // Old-format documents written before `lastCandle` existed hold it only at the end of their history.
  let last =
    stored?.lastCandle ?? (stored && stored.format !== SERIES_FORMAT ? history?.[history.length - 1] : undefined);
  const state = stored ? storedState(stored, history, last, timeframe, engine) : engine.create(timeframe);
  let lastTime = stored?.lastTime ?? -1;
  let reading: Reading | null = null;
  let changed = false;
  let previousTime = -1;
  // Candles that leave the last slot (a newer one arrived), in order: appended to the history.
  const appended: Candle[] = [];
  // Readings of the candles this item closes, oldest first.
  const closes: Reading[] = [];
  // Closes older than this are history, not news (recentCloses): a backfill's hundreds are not even copied.
  const newsFrom = oldestNews(timeframe, now);
  let delayed: Reading | undefined;
  for (const candle of candles) {
    if (isInTheFuture(candle.time, now)) throw new ItemRefused(`vela datada no futuro (${at(candle.time)})`);
    const expected = expectedOpen(candle.time, timeframe, MARKET_HOURS[asset.marketHours ?? 'ALWAYS']);
    if (expected !== null) throw new ItemRefused(offGridReason(candle.time, expected, timeframe));
    if (candle.time <= previousTime) throw new ItemRefused('as velas precisam estar em ordem crescente de tempo');
    previousTime = candle.time;
    if (candle.time < lastTime) {
      const kept = [...(stored ? historyOf(stored, history) : []), ...appended].find((one) => one.time === candle.time);
      if (!sameCandle(kept, candle))
        throw new ItemRefused(
          `dados fora de ordem: vela ${at(candle.time)} anterior à última gravada (${at(lastTime)})`,
        );
      continue;
    }
    if (candle.time === lastTime) {
      if (sameCandle(last, candle)) continue;
      reading = engine.replaceLast(state, candle);
    } else {
      if (last) {
        // A newer candle closes `last`. Its reading is this item's when it sent `last`, else the stored one, unless
        // that was stored closed already (its close was news in an earlier round).
        const closing =
          reading ?? (stored?.reading?.fechado === false && stored.lastTime === last.time ? stored.reading : null);
        if (closing && candle.time >= newsFrom) closes.push({ ...closing, fechado: true });
        // A backfill (no stored series): the newest candle closed by the delayed view's cut is what it would show.
        if (closing && !stored && delayedCut !== null && candle.time <= delayedCut) delayed = closing;
        appended.push(last);
      }
      reading = engine.push(state, candle);
      lastTime = candle.time;
    }
    last = candle;
    changed = true;
  }
  const sent = candles.find((candle) => candle.time === last?.time);
  if (!changed) reading = stored?.reading ?? null;
  if (reading && last) {
    const fechado = candleClosed(sent?.closed ?? last.closed, last.time, timeframe, asset, now);
    if (reading.fechado !== fechado) {
      reading = { ...reading, fechado };
      changed = true;
    }
  }
  if (!changed) return { write: null, reading, closed: [] };
  if (
    !stored &&
    reading &&
    delayedCut !== null &&
    candleCloseTime(lastTime, timeframe, MARKET_HOURS[asset.marketHours ?? 'ALWAYS']) <= delayedCut
  )
    delayed = reading;
  // The newest candle closed too (by the robot's word or the clock): a close, first seen or corrected now.
  if (reading?.fechado) closes.push(reading);
  const closed = recentCloses(closes, timeframe, asset, now);
  const head = {
    engine: engine.save(state),
    lastTime,
    lastCandle: last,
    reading,
    version: (stored?.version ?? 0) + 1,
    format: SERIES_FORMAT,
  };
  const whole = (earlier: readonly Candle[]): CandleSeriesDoc => ({
    _id: seriesId(asset.asset, timeframe),
    asset: asset.asset,
    timeframe,
    candles: [...earlier, ...appended].slice(-HISTORY_KEPT),
    ...head,
  });
  if (!stored)
    return {
      write: { kind: 'insert', doc: whole([]) },
      reading,
      closed,
      ...(delayed ? { delayed: { ...delayed, fechado: true } } : {}),
    };
  if (stored.format !== SERIES_FORMAT)
    return {
      write: { kind: 'replace', doc: whole(historyOf(stored, history)), expectedVersion: stored.version },
      reading,
      closed,
    };
  return {
    write: { kind: 'update', id: stored._id, head, appended, expectedVersion: stored.version },
    reading,
    closed,
  };
}

/**
 * The series of a round whose stored history must be read before planning: old-format documents (rewritten whole),
 * engine states the engine cannot read (rebuilt from the candles) and items that resend candles older than the
 * stored last one (compared with the history). Everything else plans from the head alone.
 */
export function seriesNeedingHistory<State>(
  items: readonly unknown[],
  heads: ReadonlyMap<string, SeriesHead>,
  engine: SeriesEngine<State>,
): string[] {
  const needed: string[] = [];
  for (const raw of items) {
    const parsed = ingestItemSchema.safeParse(raw);
    if (!parsed.success || !('candles' in parsed.data)) continue;
    const head = heads.get(seriesId(parsed.data.asset, parsed.data.timeframe));
    if (
      head &&
      (head.format !== SERIES_FORMAT || !engine.readable(head.engine) || parsed.data.candles[0]!.time < head.lastTime)
    )
      needed.push(head._id);
  }
  return needed;
}

/** One well-formed item against what is stored: the reading it yields and the series to write, or ItemRefused. */
function planItem<State>(
  item: IngestItem,
  asset: AssetDoc | undefined,
  stored: SeriesHead | undefined,
  history: readonly Candle[] | undefined,
  engine: SeriesEngine<State>,
  now: Date,
  delayedCut: number | null,
): PlannedSeries {
  if (!asset) throw new ItemRefused('ativo desconhecido');
  if (item.timeframe === '240' && !hasFourHour(asset.assetType))
    throw new ItemRefused('este ativo não tem o tempo gráfico de 4 horas (240)');
  if (!('reading' in item))
    return planSeries(asset, item.timeframe, item.candles, stored, history, engine, now, delayedCut);
  const lastUpdate = Date.parse(item.reading.lastUpdate);
  if (isInTheFuture(lastUpdate, now)) throw new ItemRefused(`leitura datada no futuro (${item.reading.lastUpdate})`);
  const current = asset.readings[item.timeframe];
  if (current && lastUpdate < Date.parse(current.lastUpdate))
    throw new ItemRefused(`dados fora de ordem: leitura anterior à última gravada (${current.lastUpdate})`);
  // A ready reading is the robot's own: it closes a candle when it says so (or the clock does), not when superseded.
  const reading = {
    ...item.reading,
    fechado: candleClosed(item.reading.fechado, lastUpdate, item.timeframe, asset, now),
  };
  return { write: null, reading, closed: reading.fechado ? recentCloses([reading], item.timeframe, asset, now) : [] };
}

const identify = (raw: unknown): { asset: string | null; timeframe: string | null } => {
  const record = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  return {
    asset: typeof record.asset === 'string' ? record.asset.slice(0, 64) : null,
    timeframe: typeof record.timeframe === 'string' ? record.timeframe.slice(0, 8) : null,
  };
};

/**
 * An entry's own reason to refuse a well-formed item before it is planned (own assets: a ready reading, a new asset
 * without its name): null lets it through.
 */
export type ItemGate = (item: IngestItem) => string | null;

/**
 * Validates each item on its own against what is stored and computes its new reading, without writing. A bad item
 * (malformed, unknown asset, a timeframe the asset lacks, dated in the future, out of order, repeated, or refused by
 * the entry's `gate`) is refused with its reason in Portuguese; every other series of the round goes on.
 */
export function planIngest<State>(
  items: readonly unknown[],
  assetsById: ReadonlyMap<string, AssetDoc>,
  seriesById: ReadonlyMap<string, SeriesHead>,
  historyById: ReadonlyMap<string, readonly Candle[]>,
  engine: SeriesEngine<State>,
  now: Date,
  gate: ItemGate = () => null,
  delayedCut: number | null = null,
): IngestPlan {
  const plan: IngestPlan = { series: [], changes: [], accepted: [], results: [], delayedCut };
  const seen = new Set<string>();
  for (const raw of items) {
    const parsed = ingestItemSchema.safeParse(raw);
    if (!parsed.success) {
      plan.results.push({
        ...identify(raw),
        status: 'refused',
        error: `item inválido — ${firstIssueText(parsed.error)}`,
      });
      continue;
    }
    const item = parsed.data;
    const key = seriesId(item.asset, item.timeframe);
    try {
      if (seen.has(key)) throw new ItemRefused('item repetido para o mesmo ativo e tempo gráfico nesta rodada');
      seen.add(key);
      const refusal = gate(item);
      if (refusal) throw new ItemRefused(refusal);
      const asset = assetsById.get(item.asset);
      const { write, reading, closed, delayed } = planItem(
        item,
        asset,
        seriesById.get(key),
        historyById.get(key),
        engine,
        now,
        delayedCut,
      );
      if (write) plan.series.push(write);
      // A replay changes no series but still repairs an asset left behind by an interrupted write.
      const changed = reading !== null && !isDeepStrictEqual(asset!.readings[item.timeframe], reading);
      if (changed)
        plan.changes.push({
          asset: item.asset,
          timeframe: item.timeframe,
          reading,
          closed,
          ...(delayed ? { delayed } : {}),
        });
      plan.accepted.push(item);
      plan.results.push({
        asset: item.asset,
        timeframe: item.timeframe,
        status: changed || write ? 'stored' : 'unchanged',
      });
    } catch (error) {
      if (!(error instanceof ItemRefused)) throw error;
      plan.results.push({ asset: item.asset, timeframe: item.timeframe, status: 'refused', error: error.message });
    }
  }
  return plan;
}
