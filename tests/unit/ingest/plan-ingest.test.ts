import { engineForIngest } from '../../../api/src/ingest/engine-binding';
import type { IngestItem } from '../../../api/src/ingest/ingest-schema';
import { HISTORY_KEPT, planIngest, seriesNeedingHistory, type IngestPlan } from '../../../api/src/ingest/plan-ingest';
import type { AssetDoc } from '../../../api/src/store/assets';
import { SERIES_FORMAT, seriesId, type CandleSeriesDoc } from '../../../api/src/store/candles';
import { cloneIn, cloneOut } from '../../../local/src/store/embedded/values';
import { createReadingEngine, pushReading } from '@agulhadas/domain/signals';
import { Binary } from 'mongodb';
import type { Candle } from '@agulhadas/domain/reading';
import { assetDoc, reading } from '../../support/fixtures';

const HOUR = 3_600_000;
const CANDLES_KEPT_TEST = HISTORY_KEPT + 1;
const NOW = new Date(Date.UTC(2026, 10, 21, 12));
const candles = (count: number, from = 0): Candle[] =>
  Array.from({ length: count }, (_, i) => {
    const close = 100 + 10 * Math.sin((from + i) / 5);
    return { time: (from + i) * HOUR, open: close - 0.5, high: close + 1, low: close - 1, close };
  });

const assetsById = (docs: AssetDoc[]) => new Map(docs.map((doc) => [doc._id, doc]));
const petr = assetDoc('BMFBOVESPA:PETR4');
/** Plans against stored documents as ingest does: heads always, the history only for the series that need it. */
function plan(items: IngestItem[], docs: AssetDoc[] = [petr], stored = new Map<string, CandleSeriesDoc>()): IngestPlan {
  const heads = new Map([...stored].map(([id, { candles: _history, ...head }]) => [id, head]));
  const histories = new Map(
    seriesNeedingHistory(items, heads, engineForIngest).map((id) => [id, stored.get(id)!.candles]),
  );
  return planIngest(items, assetsById(docs), heads, histories, engineForIngest, NOW);
}
const statuses = (result: IngestPlan) =>
  result.results.map((item) => (item.status === 'refused' ? item.error : item.status));
const writtenIds = (result: IngestPlan) =>
  result.series.map((write) => (write.kind === 'update' ? write.id : write.doc._id));

// In and out of the store, as the store copies (structuredClone would build arrays of another realm under jest).
const copy = <T>(value: T): T => cloneOut(cloneIn(value)) as T;

/** What the store holds after the plan's writes (the same $set and $push with $slice the store applies). */
function applySeries(result: IngestPlan, before = new Map<string, CandleSeriesDoc>()): Map<string, CandleSeriesDoc> {
  const after = new Map(before);
  for (const write of result.series) {
    if (write.kind !== 'update') after.set(write.doc._id, copy(write.doc));
    else {
      const doc = after.get(write.id)!;
      after.set(write.id, {
        ...doc,
        ...copy(write.head),
        candles: copy([...doc.candles, ...write.appended].slice(-HISTORY_KEPT)),
      });
    }
  }
  return after;
}

describe('planIngest, item by item', () => {
  it('computes a reading from raw candles once warmed up, and keeps the series', () => {
    const result = plan([{ asset: petr.asset, timeframe: '60', candles: candles(60) }]);
    expect(result.series.map((write) => write.kind)).toEqual(['insert']);
    expect(result.changes).toHaveLength(1);
    expect(result.changes[0]!.reading.lastUpdate).toBe(new Date(59 * HOUR).toISOString());
    expect(statuses(result)).toEqual(['stored']);
  });

  it('treats a replayed batch as no change', () => {
    const items: IngestItem[] = [{ asset: petr.asset, timeframe: '60', candles: candles(60) }];
    const first = plan(items);
    const withReading = { ...petr, readings: { '60': first.changes[0]!.reading } };
    const replay = plan(JSON.parse(JSON.stringify(items)) as IngestItem[], [withReading], applySeries(first));
    expect(replay.series).toHaveLength(0);
    expect(replay.changes).toHaveLength(0);
    expect(statuses(replay)).toEqual(['unchanged']);
  });

  it('replaces the in-progress candle and advances with new ones, appending to the history without rewriting it', () => {
    const stored = applySeries(plan([{ asset: petr.asset, timeframe: '60', candles: candles(60) }]));
    expect(stored.get(seriesId(petr.asset, '60'))).toMatchObject({
      format: SERIES_FORMAT,
      lastCandle: candles(60)[59],
      candles: candles(59),
    });
    const last = candles(60)[59]!;
    const moved = { ...last, close: last.close + 3, high: last.close + 3 };
    const updated = plan([{ asset: petr.asset, timeframe: '60', candles: [moved, ...candles(1, 60)] }], [petr], stored);
    const write = updated.series[0]!;
    if (write.kind !== 'update') throw new Error(`expected an update, got ${write.kind}`);
    expect(write).toMatchObject({
      expectedVersion: 1,
      appended: [moved],
      head: { lastTime: 60 * HOUR, lastCandle: candles(1, 60)[0], version: 2 },
    });
    const series = applySeries(updated, stored).get(seriesId(petr.asset, '60'))!;
    expect(series.candles).toHaveLength(60);
    expect(series.candles[59]).toEqual(moved);
  });

  it('keeps at most CANDLES_KEPT candles: the history trimmed, the last apart', () => {
    const stored = applySeries(plan([{ asset: petr.asset, timeframe: '60', candles: candles(CANDLES_KEPT_TEST) }]));
    const next = applySeries(
      plan([{ asset: petr.asset, timeframe: '60', candles: candles(5, CANDLES_KEPT_TEST) }], [petr], stored),
      stored,
    ).get(seriesId(petr.asset, '60'))!;
    expect(next.candles).toHaveLength(HISTORY_KEPT);
    expect(next.candles[HISTORY_KEPT - 1]!.time).toBe((CANDLES_KEPT_TEST + 3) * HOUR);
    expect(next.lastCandle!.time).toBe((CANDLES_KEPT_TEST + 4) * HOUR);
  });

  it('rewrites an old-format document (history holding the last candle) whole, once', () => {
    const fresh = applySeries(plan([{ asset: petr.asset, timeframe: '60', candles: candles(60) }])).get(
      seriesId(petr.asset, '60'),
    )!;
    const { format: _format, ...rest } = fresh;
    const legacy = new Map([[fresh._id, { ...rest, candles: candles(60) }]]);
    const updated = plan([{ asset: petr.asset, timeframe: '60', candles: candles(1, 60) }], [petr], legacy);
    const write = updated.series[0]!;
    if (write.kind !== 'replace') throw new Error(`expected a replace, got ${write.kind}`);
    expect(write.doc).toMatchObject({
      format: SERIES_FORMAT,
      candles: candles(60),
      lastCandle: candles(1, 60)[0],
      version: 2,
    });
  });

  it('stores the engine state as bytes, and continues a state stored as plain objects (the form before) to the same reading', () => {
    const stored = applySeries(plan([{ asset: petr.asset, timeframe: '60', candles: candles(60) }]));
    const id = seriesId(petr.asset, '60');
    expect(stored.get(id)!.engine).toBeInstanceOf(Binary);
    const asObjects = createReadingEngine('60');
    for (const candle of candles(60)) pushReading(asObjects, candle);
    const legacy = new Map([[id, { ...stored.get(id)!, engine: copy(asObjects) }]]);
    const next = candles(3, 60);
    const fromBytes = plan([{ asset: petr.asset, timeframe: '60', candles: next }], [petr], stored);
    const fromObjects = plan([{ asset: petr.asset, timeframe: '60', candles: next }], [petr], legacy);
    expect(fromObjects.changes).toEqual(fromBytes.changes);
    expect(applySeries(fromObjects, legacy).get(id)!.engine).toEqual(applySeries(fromBytes, stored).get(id)!.engine);
  });

  it('rebuilds an engine state it cannot read (another layout or other parameters) from the stored candles', () => {
    const all = candles(200);
    const stored = applySeries(plan([{ asset: petr.asset, timeframe: '60', candles: all.slice(0, 150) }]));
    const id = seriesId(petr.asset, '60');
    const unreadable = new Map([[id, { ...stored.get(id)!, engine: new Uint8Array(64) }]]);
    const heads = new Map([[id, unreadable.get(id)!]]);
    expect(
      seriesNeedingHistory(
        [{ asset: petr.asset, timeframe: '60', candles: all.slice(150, 151) }],
        heads,
        engineForIngest,
      ),
    ).toEqual([id]);
    expect(
      seriesNeedingHistory(
        [{ asset: petr.asset, timeframe: '60', candles: all.slice(150, 151) }],
        new Map([[id, stored.get(id)!]]),
        engineForIngest,
      ),
    ).toEqual([]);
    const rebuilt = plan([{ asset: petr.asset, timeframe: '60', candles: all.slice(150) }], [petr], unreadable);
    const continued = plan([{ asset: petr.asset, timeframe: '60', candles: all.slice(150) }], [petr], stored);
    expect(statuses(rebuilt)).toEqual(['stored']);
    expect(rebuilt.changes).toEqual(continued.changes);
    expect(applySeries(rebuilt, unreadable).get(id)!.engine).toEqual(applySeries(continued, stored).get(id)!.engine);
  });

  it('refuses a changed candle older than the last one, and unordered candles, for that series only', () => {
    const stored = applySeries(plan([{ asset: petr.asset, timeframe: '60', candles: candles(60) }]));
    const changedOld = { ...candles(1, 10)[0]!, close: candles(1, 10)[0]!.low };
    const result = plan(
      [
        { asset: petr.asset, timeframe: '60', candles: [changedOld] },
        { asset: petr.asset, timeframe: 'D', candles: [...candles(1, 72), ...candles(1, 48)] },
        { asset: petr.asset, timeframe: '15', candles: candles(3) },
      ],
      [petr],
      stored,
    );
    expect(statuses(result)).toEqual([
      expect.stringMatching(/^dados fora de ordem: vela/),
      'as velas precisam estar em ordem crescente de tempo',
      'stored',
    ]);
    expect(writtenIds(result)).toEqual([seriesId(petr.asset, '15')]);
  });

  it('refuses unknown assets, older ready readings, times in the future and a timeframe the asset lacks', () => {
    const newer = { ...petr, readings: { '15': reading('15', { lastUpdate: '2026-11-21T11:45:00.000Z' }) } };
    const result = plan(
      [
        { asset: 'NYSE:NOPE', timeframe: '15', reading: reading('15') },
        { asset: petr.asset, timeframe: '15', reading: reading('15', { lastUpdate: '2026-11-21T11:30:00.000Z' }) },
        { asset: petr.asset, timeframe: 'D', reading: reading('D', { lastUpdate: '2026-11-21T12:01:30.000Z' }) },
        { asset: petr.asset, timeframe: '60', candles: [{ ...candles(1)[0]!, time: NOW.getTime() + 61_000 }] },
        { asset: petr.asset, timeframe: '240', reading: reading('240') },
        { asset: petr.asset, timeframe: 'W', reading: reading('W', { lastUpdate: '2026-11-21T12:00:59.000Z' }) },
      ],
      [newer],
    );
    expect(statuses(result)).toEqual([
      'ativo desconhecido',
      'dados fora de ordem: leitura anterior à última gravada (2026-11-21T11:45:00.000Z)',
      'leitura datada no futuro (2026-11-21T12:01:30.000Z)',
      'vela datada no futuro (2026-11-21T12:01:01.000Z)',
      'este ativo não tem o tempo gráfico de 4 horas (240)',
      'stored', // within the minute of clock skew
    ]);
  });

  it('keys series by asset and timeframe', () => {
    expect(seriesId('BMFBOVESPA:PETR4', 'D')).toBe('BMFBOVESPA:PETR4|D');
  });
});
