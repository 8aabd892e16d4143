import { HttpError } from '../../../api/src/http/errors';
import { engineForIngest } from '../../../api/src/ingest/engine-binding';
import type { IngestBody } from '../../../api/src/ingest/ingest-schema';
import { planIngest } from '../../../api/src/ingest/plan-ingest';
import type { AssetDoc } from '../../../api/src/store/assets';
import { seriesId, type CandleSeriesDoc } from '../../../api/src/store/candles';
import type { Candle } from '../../../src/domain/reading';
import { assetDoc, reading } from '../../support/fixtures';

const HOUR = 3_600_000;
const candles = (count: number, from = 0): Candle[] =>
  Array.from({ length: count }, (_, i) => {
    const close = 100 + 10 * Math.sin((from + i) / 5);
    return { time: (from + i) * HOUR, open: close - 0.5, high: close + 1, low: close - 1, close };
  });

const assetsById = (docs: AssetDoc[]) => new Map(docs.map((doc) => [doc._id, doc]));
const petr = assetDoc('BMFBOVESPA:PETR4');

function applySeries(plan: ReturnType<typeof planIngest>): Map<string, CandleSeriesDoc> {
  return new Map(plan.series.map(({ doc }) => [doc._id, JSON.parse(JSON.stringify(doc)) as CandleSeriesDoc]));
}

describe('planIngest', () => {
  it('computes a reading from raw candles once warmed up, and keeps the series', () => {
    const body: IngestBody = { items: [{ asset: petr.asset, timeframe: '60', candles: candles(60) }] };
    const plan = planIngest(body, assetsById([petr]), new Map(), engineForIngest);
    expect(plan.series).toHaveLength(1);
    expect(plan.series[0]!.expectedVersion).toBeNull();
    expect(plan.changes).toHaveLength(1);
    expect(plan.changes[0]!.reading.lastUpdate).toBe(new Date(59 * HOUR).toISOString());
  });

  it('treats a replayed batch as no change', () => {
    const body: IngestBody = { items: [{ asset: petr.asset, timeframe: '60', candles: candles(60) }] };
    const first = planIngest(body, assetsById([petr]), new Map(), engineForIngest);
    const stored = applySeries(first);
    const withReading = { ...petr, readings: { '60': first.changes[0]!.reading } };
    const replay = planIngest(JSON.parse(JSON.stringify(body)) as IngestBody, assetsById([withReading]), stored, engineForIngest);
    expect(replay.series).toHaveLength(0);
    expect(replay.changes).toHaveLength(0);
    expect(replay.unchanged).toBe(1);
  });

  it('replaces the in-progress candle and advances with new ones', () => {
    const stored = applySeries(planIngest({ items: [{ asset: petr.asset, timeframe: '60', candles: candles(60) }] }, assetsById([petr]), new Map(), engineForIngest));
    const last = candles(60)[59]!;
    const updated = planIngest({ items: [{ asset: petr.asset, timeframe: '60', candles: [{ ...last, close: last.close + 3, high: last.close + 3 }, ...candles(1, 60)] }] }, assetsById([petr]), stored, engineForIngest);
    const series = updated.series[0]!.doc;
    expect(series.lastTime).toBe(60 * HOUR);
    expect(series.candles[series.candles.length - 2]!.close).toBe(last.close + 3);
    expect(updated.series[0]!.expectedVersion).toBe(1);
  });

  it('rejects a changed candle older than the last one, and unordered candles, as a whole', () => {
    const stored = applySeries(planIngest({ items: [{ asset: petr.asset, timeframe: '60', candles: candles(60) }] }, assetsById([petr]), new Map(), engineForIngest));
    const changedOld = { ...candles(1, 10)[0]!, close: 1 };
    expect(() => planIngest({ items: [{ asset: petr.asset, timeframe: '60', candles: [changedOld] }] }, assetsById([petr]), stored, engineForIngest)).toThrow(
      expect.objectContaining({ status: 409 }),
    );
    expect(() => planIngest({ items: [{ asset: petr.asset, timeframe: '60', candles: [...candles(1, 70), ...candles(1, 65)] }] }, assetsById([petr]), stored, engineForIngest)).toThrow(HttpError);
  });

  it('rejects unknown assets and older ready readings', () => {
    expect(() => planIngest({ items: [{ asset: 'NYSE:NOPE', timeframe: '15', reading: reading('15') }] }, assetsById([petr]), new Map(), engineForIngest)).toThrow(
      expect.objectContaining({ status: 404 }),
    );
    const newer = { ...petr, readings: { '15': reading('15', { lastUpdate: '2026-11-21T12:00:00.000Z' }) } };
    expect(() =>
      planIngest({ items: [{ asset: petr.asset, timeframe: '15', reading: reading('15', { lastUpdate: '2026-11-21T11:45:00.000Z' }) }] }, assetsById([newer]), new Map(), engineForIngest),
    ).toThrow(expect.objectContaining({ status: 409 }));
  });

  it('keys series by asset and timeframe', () => {
    expect(seriesId('BMFBOVESPA:PETR4', 'D')).toBe('BMFBOVESPA:PETR4|D');
  });
});
