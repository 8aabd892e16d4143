import type { Candle } from '../reading';
import { bollingerSeries } from './bollinger';
import { didiSeries } from './didi-index';
import { dmiSeries } from './dmi';
import { ENGINE_PARAMS, type IndicatorSnapshot } from './indicator-snapshot';
import { stochasticSeries } from './stochastic';
import { trixSeries } from './trix';

/**
 * Batch form of the engine: every indicator computed over the whole array, then the snapshots of
 * the last `lastCount` candles (all of them by default). Equal, bit for bit, to pushing the candles one by one.
 */
export function computeSnapshots(candles: readonly Candle[], lastCount = candles.length): IndicatorSnapshot[] {
  const closes = candles.map((c) => c.close);
  const dmi = dmiSeries(candles, ENGINE_PARAMS.dmiPeriod);
  const bands = bollingerSeries(closes, ENGINE_PARAMS.bollingerPeriod, ENGINE_PARAMS.bollingerMultiplier);
  const didi = didiSeries(closes);
  const stochastic = stochasticSeries(candles);
  const trix = trixSeries(closes);
  const out: IndicatorSnapshot[] = [];
  for (let i = Math.max(0, candles.length - lastCount); i < candles.length; i += 1) {
    out.push({
      time: candles[i].time,
      open: candles[i].open,
      high: candles[i].high,
      low: candles[i].low,
      close: closes[i],
      ma3: didi.maShort[i],
      ma8: didi.maAxis[i],
      ma20: didi.maLong[i],
      didiCurta: didi.curta[i],
      didiLonga: didi.longa[i],
      bbUpper: bands.upper[i],
      bbMiddle: bands.middle[i],
      bbLower: bands.lower[i],
      bbWidth: bands.width[i],
      atr: dmi.atr[i],
      diPlus: dmi.diPlus[i],
      diMinus: dmi.diMinus[i],
      adx: dmi.adx[i],
      stochK: stochastic.k[i],
      stochD: stochastic.d[i],
      trix: trix.trix[i],
      trixSignal: trix.signal[i],
    });
  }
  return out;
}
