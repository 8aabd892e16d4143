import type { Candle } from '../reading';
import type { NumberChannel } from './number-channel';
import {
  cloneBollinger,
  copyBollingerInto,
  createBollinger,
  pushBollingerInto,
  transferBollinger,
  type BollingerState,
  type BollingerValue,
} from './bollinger';
import {
  cloneDidi,
  copyDidiInto,
  createDidi,
  pushDidiInto,
  transferDidi,
  type DidiState,
  type DidiValue,
} from './didi-index';
import { cloneDmi, copyDmiInto, createDmi, pushDmiInto, transferDmi, type DmiState, type DmiValue } from './dmi';
import { ENGINE_PARAMS, type IndicatorSnapshot } from './indicator-snapshot';
import {
  cloneStochastic,
  copyStochasticInto,
  createStochastic,
  pushStochasticInto,
  transferStochastic,
  type StochasticState,
  type StochasticValue,
} from './stochastic';
import {
  cloneTrix,
  copyTrixInto,
  createTrix,
  pushTrixInto,
  transferTrix,
  type TrixState,
  type TrixValue,
} from './trix';

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

/** Moves the core's numbers through `channel`: its stored form (see number-channel.ts). */
export function transferIndicatorCore(core: IndicatorCore, channel: NumberChannel): void {
  core.count = channel.number(core.count);
  transferDmi(core.dmi, channel);
  transferBollinger(core.bollinger, channel);
  transferDidi(core.didi, channel);
  transferStochastic(core.stochastic, channel);
  transferTrix(core.trix, channel);
}

// Scratch outputs of the indicators, copied into the snapshot at once: no allocation per candle
// (the engine is synchronous, so one set serves every series).
const dmiOut: DmiValue = { atr: NaN, diPlus: NaN, diMinus: NaN, adx: NaN };
const bandsOut: BollingerValue = { middle: NaN, upper: NaN, lower: NaN, width: NaN };
const didiOut: DidiValue = { maShort: NaN, maAxis: NaN, maLong: NaN, curta: NaN, longa: NaN };
const stochasticOut: StochasticValue = { k: NaN, d: NaN };
const trixOut: TrixValue = { trix: NaN, signal: NaN };

/** Adds one candle to every indicator (mutates `core`) and writes its values into `out`. */
export function pushIndicatorCoreInto(core: IndicatorCore, candle: Candle, out: IndicatorSnapshot): void {
  core.count += 1;
  const close = candle.close;
  pushDmiInto(core.dmi, candle, dmiOut);
  pushDidiInto(core.didi, close, didiOut);
  // Bollinger's middle is the Didi MA8 when the periods match: the same closes summed in the same order.
  const sharedMiddle = core.bollinger.period === core.didi.params.axis ? didiOut.maAxis : undefined;
  pushBollingerInto(core.bollinger, close, bandsOut, sharedMiddle);
  pushStochasticInto(core.stochastic, candle, stochasticOut);
  pushTrixInto(core.trix, close, trixOut);
  out.time = candle.time;
  out.open = candle.open;
  out.high = candle.high;
  out.low = candle.low;
  out.close = close;
  out.ma3 = didiOut.maShort;
  out.ma8 = didiOut.maAxis;
  out.ma20 = didiOut.maLong;
  out.didiCurta = didiOut.curta;
  out.didiLonga = didiOut.longa;
  out.bbUpper = bandsOut.upper;
  out.bbMiddle = bandsOut.middle;
  out.bbLower = bandsOut.lower;
  out.bbWidth = bandsOut.width;
  out.atr = dmiOut.atr;
  out.diPlus = dmiOut.diPlus;
  out.diMinus = dmiOut.diMinus;
  out.adx = dmiOut.adx;
  out.stochK = stochasticOut.k;
  out.stochD = stochasticOut.d;
  out.trix = trixOut.trix;
  out.trixSignal = trixOut.signal;
}
