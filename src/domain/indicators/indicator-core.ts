import type { Candle } from '../reading';
import { cloneBollinger, copyBollingerInto, createBollinger, pushBollinger, type BollingerState } from './bollinger';
import { cloneDidi, copyDidiInto, createDidi, pushDidi, type DidiState } from './didi-index';
import { cloneDmi, copyDmiInto, createDmi, pushDmi, type DmiState } from './dmi';
import { ENGINE_PARAMS, type IndicatorSnapshot } from './indicator-snapshot';
import { cloneStochastic, copyStochasticInto, createStochastic, pushStochastic, type StochasticState } from './stochastic';
import { cloneTrix, copyTrixInto, createTrix, pushTrix, type TrixState } from './trix';

/** The streaming state of all indicators after some candles: plain data, JSON-safe (no NaN kept). */
export interface IndicatorCore {
  /** Candles pushed. */
  count: number;
  dmi: DmiState;
  bollinger: BollingerState;
  didi: DidiState;
  stochastic: StochasticState;
  trix: TrixState;
}

export function createIndicatorCore(): IndicatorCore {
  return {
    count: 0,
    dmi: createDmi(ENGINE_PARAMS.dmiPeriod),
    bollinger: createBollinger(ENGINE_PARAMS.bollingerPeriod, ENGINE_PARAMS.bollingerMultiplier),
    didi: createDidi(),
    stochastic: createStochastic(),
    trix: createTrix(),
  };
}

export function cloneIndicatorCore(core: IndicatorCore): IndicatorCore {
  return {
    count: core.count,
    dmi: cloneDmi(core.dmi),
    bollinger: cloneBollinger(core.bollinger),
    didi: cloneDidi(core.didi),
    stochastic: cloneStochastic(core.stochastic),
    trix: cloneTrix(core.trix),
  };
}

/** Copies `source` into `target` without allocating (the per-candle path). */
export function copyIndicatorCoreInto(target: IndicatorCore, source: IndicatorCore): void {
  target.count = source.count;
  copyDmiInto(target.dmi, source.dmi);
  copyBollingerInto(target.bollinger, source.bollinger);
  copyDidiInto(target.didi, source.didi);
  copyStochasticInto(target.stochastic, source.stochastic);
  copyTrixInto(target.trix, source.trix);
}

/** Adds one candle to every indicator (mutates `core`). */
export function pushIndicatorCore(core: IndicatorCore, candle: Candle): IndicatorSnapshot {
  core.count += 1;
  const dmi = pushDmi(core.dmi, candle);
  const bands = pushBollinger(core.bollinger, candle.close);
  const didi = pushDidi(core.didi, candle.close);
  const stochastic = pushStochastic(core.stochastic, candle);
  const trix = pushTrix(core.trix, candle.close);
  return {
    time: candle.time,
    close: candle.close,
    ma3: didi.maShort,
    ma8: didi.maAxis,
    ma20: didi.maLong,
    didiCurta: didi.curta,
    didiLonga: didi.longa,
    bbUpper: bands.upper,
    bbMiddle: bands.middle,
    bbLower: bands.lower,
    bbWidth: bands.width,
    diPlus: dmi.diPlus,
    diMinus: dmi.diMinus,
    adx: dmi.adx,
    stochK: stochastic.k,
    stochD: stochastic.d,
    trix: trix.trix,
    trixSignal: trix.signal,
  };
}
