import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Reading, Signal } from '@agulhadas/domain/reading';
import type { DatedCandle } from '../../support/daily-csv';
import { readingsOf } from '../../support/needle-agreement';
import { LABELLED_NEEDLE_SERIES } from '../../support/needle-series';
import { runTradingViewIndicator, type IndicatorRun } from '../../support/run-tradingview-indicator';
import { fillAlertPlaceholders, indicatorAlerts, indicatorSource } from '../../support/tradingview-indicator-source';

const NEEDLE_FIELDS = ['agulhado', 'agulhado1', 'agulhado2'] as const;

/** A candle where the indicator and the engine disagree on a needle field. */
interface Difference {
  date: string;
  field: (typeof NEEDLE_FIELDS)[number];
  engine: Signal;
  indicator: Signal;
}

function differences(
  candles: readonly DatedCandle[],
  readings: readonly (Reading | null)[],
  run: IndicatorRun,
): Difference[] {
  const found: Difference[] = [];
  readings.forEach((reading, index) => {
    if (reading === null) return;
    for (const field of NEEDLE_FIELDS) {
      if (reading[field] !== run[field][index])
        found.push({ date: candles[index].date, field, engine: reading[field], indicator: run[field][index] });
    }
  });
  return found;
}

/** Candles (by index) whose reading has a strict needle of `side`. */
function needleCandles(readings: readonly (Reading | null)[], side: Signal): number[] {
  return readings.flatMap((reading, index) => (reading?.agulhado === side ? [index] : []));
}

const trueAt = (flags: readonly boolean[]) => flags.flatMap((flag, index) => (flag ? [index] : []));

describe('the TradingView indicator file', () => {
  const source = indicatorSource();

  it('is Pine Script v6 and declares the buy, sell and either-side needle alerts', () => {
    expect(source).toMatch(/^\/\/@version=6$/m);
    expect(indicatorAlerts(source).map((alert) => alert.title)).toEqual([
      'Agulhada de compra',
      'Agulhada de venda',
      'Agulhada (compra ou venda)',
    ]);
  });

  it('posts, once TradingView fills its placeholders, the JSON the VIP webhook reads, with the chart symbol in "code"', () => {
    for (const alert of indicatorAlerts(source)) {
      const body: unknown = JSON.parse(
        fillAlertPlaceholders(alert.message, { interval: '1D', close: 38.42, exchange: 'BMFBOVESPA', ticker: 'PETR4' }),
      );
      expect(body).toEqual({
        message: expect.stringMatching(/^Agulhada/),
        timeframe: '1D',
        price: 38.42,
        code: 'BMFBOVESPA:PETR4',
      });
    }
  });
});

// The exact .pine file run by PineTS over the real daily series the engine's needle tests use: every needle
// field on every candle the engine reads (from its first reading, the 29th candle) must be the engine's.
describe.each(LABELLED_NEEDLE_SERIES)('the indicator against the engine: $name daily', (series) => {
  const candles = series.load();
  const readings = readingsOf(candles);
  const compared = readings.filter((reading) => reading !== null).length;
  let run: IndicatorRun;

  beforeAll(async () => {
    run = await runTradingViewIndicator(candles);
  }, 60_000);

  it(`agulhado, agulhado1 and agulhado2 equal the engine's on all ${compared} candles read`, () => {
    expect(run.agulhado).toHaveLength(candles.length);
    expect(needleCandles(readings, 1).length + needleCandles(readings, -1).length).toBeGreaterThan(10);
    expect(differences(candles, readings, run)).toEqual([]);
  });

  it('marks a buy or a sell needle exactly on the candles of the engine strict needles', () => {
    const from = readings.findIndex((reading) => reading !== null);
    expect(trueAt(run.buyMarks).filter((index) => index >= from)).toEqual(needleCandles(readings, 1));
    expect(trueAt(run.sellMarks).filter((index) => index >= from)).toEqual(needleCandles(readings, -1));
  });

  it('fires each needle alert on those candles, with its message template', () => {
    const from = readings.findIndex((reading) => reading !== null);
    const templates = new Map(indicatorAlerts(indicatorSource()).map((alert) => [alert.title, alert.message]));
    const firedOn = (title: string) =>
      run.alerts.filter((alert) => alert.title === title && alert.index >= from).map((alert) => alert.index);
    expect(firedOn('Agulhada de compra')).toEqual(needleCandles(readings, 1));
    expect(firedOn('Agulhada de venda')).toEqual(needleCandles(readings, -1));
    expect(firedOn('Agulhada (compra ou venda)')).toEqual(
      [...needleCandles(readings, 1), ...needleCandles(readings, -1)].sort((a, b) => a - b),
    );
    for (const alert of run.alerts) expect(alert.message).toBe(templates.get(alert.title));
  });
});

// PineTS calls a bar confirmed once its close time is past (Date.now()), and gates alert() at
// alert.freq_once_per_bar_close on it, as TradingView does: the last candle of a series cut on a needle is
// run once forming (closing an hour from now) and once closed.
describe('the indicator alerts on closed candles', () => {
  const candles = LABELLED_NEEDLE_SERIES[0].load();
  const readings = readingsOf(candles);
  const needle = needleCandles(readings, 1).at(-1) ?? -1;
  const upToNeedle = candles.slice(0, needle + 1);
  const hour = 3_600_000;
  const firedOnLast = (run: IndicatorRun) => ({
    conditions: run.alerts.filter((alert) => alert.index === needle).map((alert) => alert.title),
    calls: run.alertCalls.filter((alert) => alert.index === needle).map((alert) => alert.message),
  });

  it('a needle on a forming candle raises no alert; the same candle closed raises them, alert() with the webhook JSON', async () => {
    expect(needle).toBeGreaterThan(28);
    const forming = await runTradingViewIndicator(upToNeedle, { lastCloseTime: Date.now() + hour });
    expect(forming.buyMarks[needle]).toBe(true);
    expect(firedOnLast(forming)).toEqual({ conditions: [], calls: [] });

    const closed = await runTradingViewIndicator(upToNeedle, { lastCloseTime: Date.now() - hour });
    const fired = firedOnLast(closed);
    expect(fired.conditions).toEqual(['Agulhada de compra', 'Agulhada (compra ou venda)']);
    expect(fired.calls).toHaveLength(1);
    expect(JSON.parse(fired.calls[0])).toEqual({
      message: 'Agulhada de compra',
      timeframe: 'D',
      price: upToNeedle[needle].close,
      code: 'BMFBOVESPA:PETR4',
    });
  }, 60_000);

  it("'Alertas na barra em formação' (off by default) lets a forming candle alert", async () => {
    const source = indicatorSource();
    const input = 'intrabarAlerts = input.bool(false, "Alertas na barra em formação")';
    expect(source).toContain(input);
    const intrabar = source.replace(input, input.replace('false', 'true'));
    const forming = await runTradingViewIndicator(upToNeedle, { lastCloseTime: Date.now() + hour, source: intrabar });
    const fired = firedOnLast(forming);
    expect(fired.conditions).toEqual(['Agulhada de compra', 'Agulhada (compra ou venda)']);
    expect(fired.calls).toHaveLength(1);
  }, 60_000);
});
