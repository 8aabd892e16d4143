import { describe, it } from '@jest/globals';
import { ADX, BollingerBands, EMA, SMA, Stochastic, TRIX, WEMA } from 'technicalindicators';
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

// technicalindicators follows the textbook definitions we chose: SMA-seeded EMA, Wilder's DMI
// (smoothing seeded with a plain sum, DX averaged with an SMA-seeded Wilder average), population σ,
// TRIX divided by the previous triple EMA. Everything must match within 1e-9.
describe.each(SERIES)('against technicalindicators: $name', ({ candles }) => {
  const closes = candles.map((c) => c.close);
  const high = candles.map((c) => c.high);
  const low = candles.map((c) => c.low);

  it.each([3, 8, 20])('SMA(%i)', (period) => {
    expectTailClose(smaSeries(closes, period), SMA.calculate({ period, values: closes }));
  });

  it('EMA(9)', () => {
    expectTailClose(emaSeries(closes, 9), EMA.calculate({ period: 9, values: closes }));
  });

  it('Wilder smoothing(8) = WEMA', () => {
    expectTailClose(wilderSeries(closes, 8), WEMA.calculate({ period: 8, values: closes }));
  });

  it('DMI/ADX(8): ADX, DI+ and DI-', () => {
    const reference = ADX.calculate({ period: 8, high, low, close: closes });
    const ours = dmiSeries(candles, 8);
    expectTailClose(
      ours.adx,
      reference.map((r) => r.adx),
    );
    const offset = candles.length - reference.length;
    reference.forEach((r, i) => {
      expectClose(ours.diPlus[offset + i], r.pdi);
      expectClose(ours.diMinus[offset + i], r.mdi);
    });
  });

  it('Bollinger(8, 2)', () => {
    const reference = BollingerBands.calculate({ period: 8, stdDev: 2, values: closes });
    const ours = bollingerSeries(closes, 8, 2);
    expectTailClose(
      ours.middle,
      reference.map((r) => r.middle),
    );
    expectTailClose(
      ours.upper,
      reference.map((r) => r.upper),
    );
    expectTailClose(
      ours.lower,
      reference.map((r) => r.lower),
    );
  });

  it('Stochastic: the raw %K (fast) is the reference k, slow %K/%D are its SMA(3)s', () => {
    const reference = Stochastic.calculate({ period: 8, signalPeriod: 3, high, low, close: closes });
    const rawK = reference.map((r) => r.k);
    const slowK = SMA.calculate({ period: 3, values: rawK });
    const slowD = SMA.calculate({ period: 3, values: slowK });
    const ours = stochasticSeries(candles);
    expectTailClose(ours.k, slowK);
    expectTailClose(ours.d, slowD);
  });

  it('TRIX(9) and its 4-period signal', () => {
    const reference = TRIX.calculate({ period: 9, values: closes });
    const ours = trixSeries(closes);
    expectTailClose(ours.trix, reference);
    expectTailClose(ours.signal, SMA.calculate({ period: 4, values: reference }));
  });
});
