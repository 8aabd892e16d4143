import { engineForIngest } from '../../../api/src/ingest/engine-binding';
import type { IngestItem } from '../../../api/src/ingest/ingest-schema';
import { planIngest } from '../../../api/src/ingest/plan-ingest';
import type { AssetDoc } from '../../../api/src/store/assets';
import { seriesId, type CandleSeriesDoc } from '../../../api/src/store/candles';
import type { Candle } from '../../../src/domain/reading';
import { assetDoc, reading } from '../../support/fixtures';

const HOUR = 3_600_000;
const NOW = new Date(Date.UTC(2026, 10, 21, 12));
const candles = (count: number, from = 0): Candle[] =>
  Array.from({ length: count }, (_, i) => {
    const close = 100 + 10 * Math.sin((from + i) / 5);
    return { time: (from + i) * HOUR, open: close - 0.5, high: close + 1, low: close - 1, close };
  });

const assetsById = (docs: AssetDoc[]) => new Map(docs.map((doc) => [doc._id, doc]));
const petr = assetDoc('BMFBOVESPA:PETR4');
const plan = (items: IngestItem[], docs: AssetDoc[] = [petr], stored = new Map<string, CandleSeriesDoc>()) => planIngest(items, assetsById(docs), stored, engineForIngest, NOW);
const statuses = (result: ReturnType<typeof plan>) => result.results.map((item) => (item.status === 'refused' ? item.error : item.status));

function applySeries(result: ReturnType<typeof plan>): Map<string, CandleSeriesDoc> {
  return new Map(result.series.map(({ doc }) => [doc._id, JSON.parse(JSON.stringify(doc)) as CandleSeriesDoc]));
}

describe('planIngest, item by item', () => {
  it('computes a reading from raw candles once warmed up, and keeps the series', () => {
    const result = plan([{ asset: petr.asset, timeframe: '60', candles: candles(60) }]);
    expect(result.series).toHaveLength(1);
    expect(result.series[0]!.expectedVersion).toBeNull();
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

  it('replaces the in-progress candle and advances with new ones', () => {
    const stored = applySeries(plan([{ asset: petr.asset, timeframe: '60', candles: candles(60) }]));
    const last = candles(60)[59]!;
    const updated = plan([{ asset: petr.asset, timeframe: '60', candles: [{ ...last, close: last.close + 3, high: last.close + 3 }, ...candles(1, 60)] }], [petr], stored);
    const series = updated.series[0]!.doc;
    expect(series.lastTime).toBe(60 * HOUR);
    expect(series.candles[series.candles.length - 2]!.close).toBe(last.close + 3);
    expect(updated.series[0]!.expectedVersion).toBe(1);
  });

  it('refuses a changed candle older than the last one, and unordered candles, for that series only', () => {
    const stored = applySeries(plan([{ asset: petr.asset, timeframe: '60', candles: candles(60) }]));
    const changedOld = { ...candles(1, 10)[0]!, close: candles(1, 10)[0]!.low };
    const result = plan(
      [
        { asset: petr.asset, timeframe: '60', candles: [changedOld] },
        { asset: petr.asset, timeframe: 'D', candles: [...candles(1, 70), ...candles(1, 65)] },
        { asset: petr.asset, timeframe: '15', candles: candles(3) },
      ],
      [petr],
      stored,
    );
    expect(statuses(result)).toEqual([expect.stringMatching(/^dados fora de ordem: vela/), 'as velas precisam estar em ordem crescente de tempo', 'stored']);
    expect(result.series.map((write) => write.doc._id)).toEqual([seriesId(petr.asset, '15')]);
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
