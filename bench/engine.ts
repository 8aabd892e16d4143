/**
 * Engine benchmark (prints figures, asserts nothing): full readings for 1200 assets × 5 timeframes
 * × 500 candles, batch and incremental, side by side with technicalindicators on the same data.
 * Run alone: npx tsx bench/engine.ts
 */
import { ADX, BollingerBands, SMA, Stochastic, TRIX } from 'technicalindicators';
import type { Candle } from '@agulhadas/domain/reading';
import { TIMEFRAMES } from '@agulhadas/domain/timeframes';
import { computeReading, createReadingEngine, pushReading, type ReadingEngineState } from '@agulhadas/domain/signals';

const ASSETS = 1200;
const CANDLES = 500;
const ROUNDS = 20;
const REFERENCE_SAMPLE = 600; // series run through technicalindicators (it is slow), scaled to all

function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function series(count: number, seed: number): Candle[] {
  const random = seededRandom(seed);
  let close = 1 + random() * 500;
  return Array.from({ length: count }, (_, i) => {
    const open = close;
    close = open * (1 + (random() - 0.5) * 0.04);
    const high = Math.max(open, close) * (1 + random() * 0.01);
    const low = Math.min(open, close) * (1 - random() * 0.01);
    return { time: i * 900_000, open, high, low, close };
  });
}

/** Same indicator set through technicalindicators (ADX/DI, Bollinger, Didi's three SMAs, stochastic, TRIX + signal). */
function referenceIndicators(candles: Candle[]): number {
  const close = candles.map((c) => c.close);
  const high = candles.map((c) => c.high);
  const low = candles.map((c) => c.low);
  const adx = ADX.calculate({ period: 8, high, low, close });
  const bb = BollingerBands.calculate({ period: 8, stdDev: 2, values: close });
  const ma3 = SMA.calculate({ period: 3, values: close });
  const ma8 = SMA.calculate({ period: 8, values: close });
  const ma20 = SMA.calculate({ period: 20, values: close });
  const stoch = Stochastic.calculate({ period: 8, signalPeriod: 3, high, low, close });
  const slowK = SMA.calculate({ period: 3, values: stoch.map((s) => s.k) });
  const slowD = SMA.calculate({ period: 3, values: slowK });
  const trix = TRIX.calculate({ period: 9, values: close });
  const signal = SMA.calculate({ period: 4, values: trix });
  return adx.length + bb.length + ma3.length + ma8.length + ma20.length + slowD.length + signal.length;
}

// technicalindicators' declarations type some nextValue/getResult signatures wrongly; the shapes it really uses:
interface HlcStream<T> {
  nextValue(input: { high: number; low: number; close: number }): T | undefined;
}
interface ValueStream<T> {
  nextValue(input: number): T | undefined;
  getResult(): T[];
}

/** technicalindicators' own streaming form (`nextValue`) for one series, primed on its history. */
function referenceStream(candles: Candle[]): (c: Candle) => number {
  const close = candles.map((c) => c.close);
  const high = candles.map((c) => c.high);
  const low = candles.map((c) => c.low);
  const adx = new ADX({ period: 8, high, low, close }) as unknown as HlcStream<{ adx: number }>;
  const bb = new BollingerBands({ period: 8, stdDev: 2, values: close }) as unknown as ValueStream<{ middle: number }>;
  const ma3 = new SMA({ period: 3, values: close });
  const ma8 = new SMA({ period: 8, values: close });
  const ma20 = new SMA({ period: 20, values: close });
  const stochastic = new Stochastic({ period: 8, signalPeriod: 3, high, low, close });
  const stoch = stochastic as unknown as HlcStream<{ k: number }>;
  const slowK = new SMA({
    period: 3,
    values: (stochastic as unknown as ValueStream<{ k: number }>).getResult().map((s) => s.k),
  });
  const slowD = new SMA({ period: 3, values: (slowK as unknown as ValueStream<number>).getResult() });
  const trix = new TRIX({ period: 9, values: close }) as unknown as ValueStream<number>;
  const signal = new SMA({ period: 4, values: trix.getResult() });
  return (c) => {
    const a = adx.nextValue({ high: c.high, low: c.low, close: c.close });
    const b = bb.nextValue(c.close);
    const s3 = ma3.nextValue(c.close) ?? 0;
    const s8 = ma8.nextValue(c.close) ?? 0;
    const s20 = ma20.nextValue(c.close) ?? 0;
    const k = stoch.nextValue({ high: c.high, low: c.low, close: c.close });
    const sk = slowK.nextValue(k?.k ?? 0) ?? 0;
    const sd = slowD.nextValue(sk) ?? 0;
    const t = trix.nextValue(c.close) ?? 0;
    const ts = signal.nextValue(t) ?? 0;
    return (a?.adx ?? 0) + (b?.middle ?? 0) + s3 + s8 + s20 + sd + ts;
  };
}

function ms(start: bigint): number {
  return Number(process.hrtime.bigint() - start) / 1e6;
}

/** CPU ms (user + system) since `start`: steadier than wall time when the machine is shared. */
function cpuMs(start: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

function median(values: readonly number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
}

export async function run(): Promise<void> {
  const seriesCount = ASSETS * TIMEFRAMES.length;
  console.log(
    `engine bench: ${ASSETS} assets × ${TIMEFRAMES.length} timeframes = ${seriesCount} series, ${CANDLES} candles (+${ROUNDS} rounds)`,
  );
  const all = Array.from({ length: seriesCount }, (_, i) => series(CANDLES + ROUNDS, i + 1));
  const history = all.map((s) => s.slice(0, CANDLES));
  let sink = 0;

  // Batch: computeReading over 500 candles, every series.
  let start = process.hrtime.bigint();
  for (let i = 0; i < seriesCount; i += 1) sink += computeReading(history[i], TIMEFRAMES[i % 5])?.preco ?? 0;
  const batchMs = ms(start);

  // Incremental warm-up: push the 500 candles of every series.
  start = process.hrtime.bigint();
  let cpuStart = process.cpuUsage();
  const states: ReadingEngineState[] = history.map((candles, i) => {
    const state = createReadingEngine(TIMEFRAMES[i % 5]);
    for (const candle of candles) pushReading(state, candle);
    return state;
  });
  const streamBuildMs = ms(start);
  const streamBuildCpuMs = cpuMs(cpuStart);

  // Rounds: one new candle per series.
  const roundTimes: number[] = [];
  const roundCpuTimes: number[] = [];
  for (let r = 0; r < ROUNDS; r += 1) {
    start = process.hrtime.bigint();
    cpuStart = process.cpuUsage();
    for (let i = 0; i < seriesCount; i += 1) sink += pushReading(states[i], all[i][CANDLES + r])?.preco ?? 0;
    roundTimes.push(ms(start));
    roundCpuTimes.push(cpuMs(cpuStart));
  }
  roundTimes.sort((a, b) => a - b);
  const roundMedian = roundTimes[Math.floor(ROUNDS / 2)];

  // The reference on a sample, scaled to all series (indicators only, no signal derivation).
  start = process.hrtime.bigint();
  for (let i = 0; i < REFERENCE_SAMPLE; i += 1) sink += referenceIndicators(history[i]);
  const referenceBatchMs = (ms(start) * seriesCount) / REFERENCE_SAMPLE;
  // Its streaming form (nextValue), primed on the same history, one round on the sample, scaled.
  const streams = history.slice(0, REFERENCE_SAMPLE).map(referenceStream);
  const referenceRounds: number[] = [];
  for (let r = 0; r < ROUNDS; r += 1) {
    start = process.hrtime.bigint();
    for (let i = 0; i < REFERENCE_SAMPLE; i += 1) sink += streams[i](all[i][CANDLES + r]);
    referenceRounds.push((ms(start) * seriesCount) / REFERENCE_SAMPLE);
  }
  referenceRounds.sort((a, b) => a - b);
  const referenceRoundMs = referenceRounds[Math.floor(ROUNDS / 2)];

  const row = (label: string, ours: number, reference: number) =>
    console.log(
      `${label.padEnd(44)} ${ours.toFixed(1).padStart(9)} ms   technicalindicators ${reference.toFixed(1).padStart(9)} ms   ratio ×${(reference / ours).toFixed(1)}`,
    );
  row('batch, full readings, all series', batchMs, referenceBatchMs);
  row('one incremental round (1 candle × all series)', roundMedian, referenceRoundMs);
  console.log(
    '(ours: full readings with every signal; technicalindicators: the indicators only; its round uses nextValue)',
  );
  const perCandle = (total: number) => ((total * 1000) / (seriesCount * CANDLES)).toFixed(2);
  console.log(
    `incremental build (500 pushes × all series)    ${streamBuildMs.toFixed(1).padStart(9)} ms   (${perCandle(streamBuildMs)} µs/candle; CPU ${perCandle(streamBuildCpuMs)} µs/candle)`,
  );
  console.log(
    `round min/median/max: ${roundTimes[0].toFixed(1)} / ${roundMedian.toFixed(1)} / ${roundTimes[ROUNDS - 1].toFixed(1)} ms (target < 50 ms)`,
  );
  console.log(
    `round CPU time (user + system) min/median: ${Math.min(...roundCpuTimes).toFixed(1)} / ${median(roundCpuTimes).toFixed(1)} ms`,
  );
  console.log(
    `state size (JSON) per series: ${JSON.stringify(states[0]).length} bytes   (sink ${sink.toFixed(0).length > 0 ? 'ok' : ''})`,
  );
}

if (process.argv[1] !== undefined && /bench[\\/]engine\.ts$/.test(process.argv[1])) {
  void run();
}
