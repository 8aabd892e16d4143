import { describe, expect, it } from '@jest/globals';
import {
  bollingerSeries,
  computeSnapshots,
  createBollinger,
  createDidi,
  createDmi,
  createEma,
  createEngineState,
  createSma,
  createStochastic,
  createTrix,
  createWilder,
  didiSeries,
  dmiSeries,
  emaSeries,
  pushBollinger,
  pushCandle,
  pushDidi,
  pushDmi,
  pushEma,
  pushSma,
  pushStochastic,
  pushTrix,
  pushWilder,
  replaceLastCandle,
  smaSeries,
  stochasticSeries,
  trixSeries,
  upsertCandle,
  wilderSeries,
  type EngineState,
  type IndicatorSnapshot,
} from '@agulhadas/domain/indicators';
import type { Candle } from '@agulhadas/domain/reading';
import { seededRandom, SERIES } from './fixtures/candles';

// Same value, NaN included (warm-up), bit for bit: the forms share their arithmetic.
function expectSameSeries(streamed: number[], batch: number[]): void {
  expect(streamed.length).toBe(batch.length);
  streamed.forEach((value, i) => {
    if (!Object.is(value, batch[i])) throw new Error(`index ${i}: streamed ${value}, batch ${batch[i]}`);
  });
}

describe.each(SERIES)('streaming = batch, exactly: $name', ({ candles }) => {
  const closes = candles.map((c) => c.close);

  it('SMA, EMA, Wilder', () => {
    const sma = createSma(8);
    const ema = createEma(9);
    const wilder = createWilder(8);
    expectSameSeries(
      closes.map((c) => pushSma(sma, c)),
      smaSeries(closes, 8),
    );
    expectSameSeries(
      closes.map((c) => pushEma(ema, c)),
      emaSeries(closes, 9),
    );
    expectSameSeries(
      closes.map((c) => pushWilder(wilder, c)),
      wilderSeries(closes, 8),
    );
  });

  it('DMI, Bollinger, Didi, Stochastic, TRIX', () => {
    const dmi = createDmi(8);
    const dmiValues = candles.map((c) => pushDmi(dmi, c));
    const dmiBatch = dmiSeries(candles, 8);
    expectSameSeries(
      dmiValues.map((v) => v.adx),
      dmiBatch.adx,
    );
    expectSameSeries(
      dmiValues.map((v) => v.diPlus),
      dmiBatch.diPlus,
    );
    expectSameSeries(
      dmiValues.map((v) => v.diMinus),
      dmiBatch.diMinus,
    );

    const bb = createBollinger(8, 2);
    const bbValues = closes.map((c) => pushBollinger(bb, c));
    const bbBatch = bollingerSeries(closes, 8, 2);
    expectSameSeries(
      bbValues.map((v) => v.upper),
      bbBatch.upper,
    );
    expectSameSeries(
      bbValues.map((v) => v.width),
      bbBatch.width,
    );

    const didi = createDidi();
    const didiValues = closes.map((c) => pushDidi(didi, c));
    const didiBatch = didiSeries(closes);
    expectSameSeries(
      didiValues.map((v) => v.curta),
      didiBatch.curta,
    );
    expectSameSeries(
      didiValues.map((v) => v.longa),
      didiBatch.longa,
    );

    const stoch = createStochastic();
    const stochValues = candles.map((c) => pushStochastic(stoch, c));
    const stochBatch = stochasticSeries(candles);
    expectSameSeries(
      stochValues.map((v) => v.k),
      stochBatch.k,
    );
    expectSameSeries(
      stochValues.map((v) => v.d),
      stochBatch.d,
    );

    const trix = createTrix();
    const trixValues = closes.map((c) => pushTrix(trix, c));
    const trixBatch = trixSeries(closes);
    expectSameSeries(
      trixValues.map((v) => v.trix),
      trixBatch.trix,
    );
    expectSameSeries(
      trixValues.map((v) => v.signal),
      trixBatch.signal,
    );
  });

  it('the engine: pushCandle snapshots = computeSnapshots', () => {
    const state = createEngineState();
    const streamed = candles.map((c) => pushCandle(state, c));
    expect(streamed).toEqual(computeSnapshots(candles));
  });
});

function jiggle(candle: Candle, random: () => number): Candle {
  const close = candle.close * (1 + (random() - 0.5) * 0.02);
  return { ...candle, close, high: Math.max(candle.high, close), low: Math.min(candle.low, close) };
}

describe('replacing the in-progress candle', () => {
  const candles = SERIES[2].candles.slice(0, 400);

  it('many replacements then the final value = batch over the final candles', () => {
    const random = seededRandom(9);
    const state = createEngineState();
    let last: IndicatorSnapshot | undefined;
    for (const candle of candles) {
      // The robot sees the candle forming: a few provisional versions, then the final one.
      for (let k = 0; k < 3; k += 1) upsertCandle(state, jiggle(candle, random));
      last = replaceLastCandle(state, candle);
    }
    const batch = computeSnapshots(candles);
    expect(last).toEqual(batch[batch.length - 1]);
  });

  it('the state survives a JSON round trip at every step (no NaN, no class instances)', () => {
    let state: EngineState = createEngineState();
    const streamed: IndicatorSnapshot[] = [];
    for (const candle of candles) {
      streamed.push(pushCandle(state, candle));
      const json = JSON.stringify(state);
      expect(json).not.toMatch(/null|NaN|Infinity/);
      state = JSON.parse(json) as EngineState;
    }
    expect(streamed).toEqual(computeSnapshots(candles));
    const replaced = replaceLastCandle(state, { ...candles[candles.length - 1], close: 1 });
    expect(replaced).toEqual(
      computeSnapshots([...candles.slice(0, -1), { ...candles[candles.length - 1], close: 1 }]).pop(),
    );
  });

  it('refuses out-of-order candles and non-finite values', () => {
    const state = createEngineState();
    pushCandle(state, candles[1]);
    expect(() => pushCandle(state, candles[0])).toThrow(RangeError);
    expect(() => replaceLastCandle(state, candles[0])).toThrow(RangeError);
    expect(() => pushCandle(state, { ...candles[2], close: NaN })).toThrow(RangeError);
  });
});
