import { describe, it } from '@jest/globals';
import { ADX, BollingerBands, EMA, SMA, StochasticOscillator, TRIX, WSMA } from 'trading-signals';
import {
  bollingerSeries,
  dmiSeries,
  emaSeries,
  smaSeries,
  stochasticSeries,
  trixSeries,
  wilderSeries,
} from '@agulhadas/domain/indicators';
import { SERIES } from './fixtures/candles';
import { expectClose, expectTailClose } from './fixtures/expect-close';

function ready<T>(values: (T | null)[]): T[] {
  return values.filter((v): v is T => v !== null);
}

describe.each(SERIES)('against trading-signals: $name', ({ candles }) => {
  const closes = candles.map((c) => c.close);

  it.each([3, 8, 20])('SMA(%i)', (period) => {
    const sma = new SMA(period);
    expectTailClose(smaSeries(closes, period), ready(closes.map((c) => sma.update(c, false))));
  });

  it('Wilder smoothing(8) = WSMA (SMA seed, then prev + (x − prev)/n)', () => {
    const wsma = new WSMA(8);
    expectTailClose(wilderSeries(closes, 8), ready(closes.map((c) => wsma.update(c, false))));
  });

  it('Bollinger(8, 2), population σ', () => {
    const bb = new BollingerBands(8, 2);
    const reference = ready(closes.map((c) => bb.update(c, false)));
    const ours = bollingerSeries(closes, 8, 2);
    expectTailClose(
      ours.upper,
      reference.map((r) => r.upper),
    );
    expectTailClose(
      ours.lower,
      reference.map((r) => r.lower),
    );
  });

  it('slow Stochastic(8, 3, 3)', () => {
    const stoch = new StochasticOscillator({ kPeriod: 8, kSlowingPeriod: 3, dPeriod: 3 });
    const reference = ready(candles.map((c) => stoch.update(c, false)));
    const ours = stochasticSeries(candles);
    expectTailClose(
      ours.d,
      reference.map((r) => r.stochD),
    );
    const offset = candles.length - reference.length;
    reference.forEach((r, i) => expectClose(ours.k[offset + i], r.stochK));
  });

  // Definition differences (docs/decisions/README.md#indicator-engine, 'Indicator engine'): trading-signals seeds its EMA with the first
  // price and its DMI smoothing with a zero first move; both memories fade, so the values converge.
  it('EMA(9): first-price seed converges to the SMA seed', () => {
    const ema = new EMA(9);
    const reference = closes.map((c) => ema.update(c, false));
    const ours = emaSeries(closes, 9);
    for (let i = 400; i < closes.length; i += 1) expectClose(ours[i], reference[i] ?? NaN);
  });

  it('ADX(8): DI scale (fraction vs percent) and seeding differ; values converge', () => {
    const adx = new ADX(8);
    const ours = dmiSeries(candles, 8);
    candles.forEach((c, i) => {
      const value = adx.update(c, false);
      if (i < 400) return;
      expectClose(ours.adx[i], value ?? NaN);
      expectClose(ours.diPlus[i], 100 * (adx.pdi ?? NaN));
      expectClose(ours.diMinus[i], 100 * (adx.mdi ?? NaN));
    });
  });

  it('TRIX(9): divided by the current triple EMA there, by the previous one here', () => {
    const trix = new TRIX(9);
    const reference = closes.map((c) => trix.update(c, false));
    const ours = trixSeries(closes);
    for (let i = 400; i < closes.length; i += 1) {
      const rescaled = (ours.trix[i] * ours.triple[i - 1]) / ours.triple[i];
      expectClose(rescaled, reference[i] ?? NaN);
    }
  });
});
