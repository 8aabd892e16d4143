// Alert engine round cost: one ingest round = every asset × timeframe reading matched against the index.
// Prints figures only. Run alone: npx tsx bench/alerts.ts
import { performance } from 'node:perf_hooks';
import {
  ALERT_TEMPLATES,
  AlertIndex,
  type Alert,
  type AlertFrequency,
  type AlertIndexEntry,
  alertMessage,
  ruleFlagsFromRules,
  RULE_NAMES,
  RULE_VALUES,
  type Rule,
} from '@agulhadas/domain/alerts';
import type { Reading, Signal } from '@agulhadas/domain/reading';
import { neutralReading } from '@agulhadas/domain/reading-fields';
import { TIMEFRAMES, type Timeframe } from '@agulhadas/domain/timeframes';
import { seededRandom } from '@agulhadas/domain/seeded-random';

const ASSET_COUNT = 1200;
const USERS = 10_000;
const ALERTS_PER_USER = 20;
const SIZES = [1_000, 10_000, 100_000, 200_000];
const ROUNDS = 5;
const TARGET_MS = 200;

// Seeded so two runs compare like with like.
const random = seededRandom(20261120);
const chance = (p: number): boolean => random() < p;
const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
const signal = (pNonZero: number): Signal => (chance(pNonZero) ? (chance(0.5) ? 1 : -1) : 0);
const flag = (p: number): 1 | 0 => (chance(p) ? 1 : 0);

const ASSETS = Array.from({ length: ASSET_COUNT }, (_, i) => `BMFBOVESPA:A${String(i).padStart(4, '0')}`);
const CANDLE_OPEN = '2026-11-20T13:00:00.000Z';

/** Signal frequencies roughly as the robot produces them: agulhadas and events are rare, states common. */
function randomReading(timeframe: Timeframe): Reading {
  const temTendencia = signal(0.6);
  return {
    ...neutralReading(timeframe),
    lastUpdate: CANDLE_OPEN,
    preco: Math.round(random() * 20_000) / 100,
    adx: [20, 19],
    adxanterior: 19,
    diPlus: 20,
    diMinus: 15,
    tendenciaCompra: temTendencia === 1,
    tendenciaVenda: temTendencia === -1,
    temTendencia,
    tendenciaAcelerante: chance(0.3),
    tendenciaEntrante: flag(0.05),
    mudoutendencia: flag(0.1),
    agulhado: signal(0.04),
    agulhado1: signal(0.04),
    agulhado2: signal(0.04),
    bollingerStatus: pick([1, -1, 0] as const),
    bbabriu: flag(0.05),
    bbfechou: flag(0.05),
    alerta: signal(0.1),
    alerta1: signal(0.1),
    alerta2: signal(0.1),
    confirmacao: signal(0.1),
    pontofalso: signal(0.05),
    didiCurta: random() - 0.5,
    didiLonga: random() - 0.5,
    stockStatus: signal(0.9),
    stockZona: signal(0.3),
    trixStatus: signal(0.9),
  };
}

/** Half the alerts come from templates, half are hand-made with 1–4 distinct rule types. */
function randomRules(): Rule[] {
  if (chance(0.5)) return pick(ALERT_TEMPLATES).rules;
  const names = [...RULE_NAMES].sort(() => random() - 0.5).slice(0, 1 + Math.floor(random() * 4));
  return names.map(
    (name) => ({ name, value: pick<(typeof RULE_VALUES)[typeof name][number]>(RULE_VALUES[name]) }) as Rule,
  );
}

/** Popular assets get more alerts: half of them land on the first 100 assets. */
export function randomAsset(assets: readonly string[] = ASSETS): string {
  return chance(0.5) ? assets[Math.floor(random() * Math.min(100, assets.length))]! : pick(assets);
}

/**
 * One alert of the mix: a timeframe at random, rules as `randomRules`, mostly once per timeframe, 90 % active, a
 * fifth already fired the day before. Other benches build their populations from it.
 */
export function randomAlert(id: string, timeframes: readonly Timeframe[] = TIMEFRAMES): Alert {
  const timeframe = pick(timeframes);
  const rules = randomRules();
  return {
    id,
    active: chance(0.9),
    message: '',
    rules,
    config: ruleFlagsFromRules(rules),
    frequency: pick<AlertFrequency>(['tf', 'tf', 'tf', '15', 'once']),
    created: CANDLE_OPEN,
    lastUpdate: CANDLE_OPEN,
    lastNotification: chance(0.2) ? '2026-11-19T13:00:00.000Z' : null,
    timeframe,
  };
}

/**
 * `count` alerts in the bench's mix, ALERTS_PER_USER a user among `users`, on the given assets (the first 100 the
 * popular ones).
 */
export function randomEntries(count: number, assets: readonly string[] = ASSETS, users = USERS): AlertIndexEntry[] {
  const entries: AlertIndexEntry[] = [];
  for (let i = 0; i < count; i++) {
    const alert = randomAlert(`a${i % ALERTS_PER_USER}`);
    entries.push({
      userId: `u${Math.floor(i / ALERTS_PER_USER) % users}`,
      asset: randomAsset(assets),
      timeframe: alert.timeframe,
      alert,
    });
  }
  return entries;
}

type RoundReadings = Array<[asset: string, timeframe: Timeframe, reading: Reading]>;

function randomRound(): RoundReadings {
  return ASSETS.flatMap((asset) =>
    TIMEFRAMES.map((timeframe): [string, Timeframe, Reading] => [asset, timeframe, randomReading(timeframe)]),
  );
}

/** Matching only (what the engine pays per round before I/O). */
function matchRound(index: AlertIndex, round: RoundReadings, now: Date): number {
  let firing = 0;
  for (const [asset, timeframe, reading] of round) firing += index.match(asset, timeframe, reading, now).length;
  return firing;
}

/** Matching plus what follows each firing in memory: stamping the alert and writing its message. */
function fullRound(index: AlertIndex, round: RoundReadings, now: Date): number {
  let firing = 0;
  for (const [asset, timeframe, reading] of round) {
    for (const { entry, reading: fired } of index.match(asset, timeframe, reading, now)) {
      index.markFired(entry, now, fired.lastUpdate);
      alertMessage({ asset, assetType: 'stock' }, timeframe, entry.alert, fired);
      firing++;
    }
  }
  return firing;
}

/** CPU time of this process, besides wall time: the shared machines are often loaded, which inflates wall time. */
function cpuMs(since: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number): string => `${value.toFixed(1).padStart(7)} ms`;

export async function run(): Promise<void> {
  const started = performance.now();
  console.log(
    `alerts bench: ${ASSET_COUNT} assets × ${TIMEFRAMES.length} timeframes = ${ASSET_COUNT * TIMEFRAMES.length} readings per round`,
  );
  const rounds = Array.from({ length: ROUNDS }, randomRound);
  const allEntries = randomEntries(Math.max(...SIZES));
  const now = new Date('2026-11-20T14:00:00Z');

  for (const size of SIZES) {
    const entries = allEntries.slice(0, size);
    const buildStart = performance.now();
    const buildCpu = process.cpuUsage();
    const index = AlertIndex.build(entries);
    const buildCpuMs = cpuMs(buildCpu);
    const buildMs = performance.now() - buildStart;

    matchRound(index, rounds[0]!, now); // warm-up, lets the JIT settle before timing
    const times: number[] = [];
    const cpuTimes: number[] = [];
    let firing = 0;
    for (const round of rounds) {
      const t0 = performance.now();
      const c0 = process.cpuUsage();
      firing = matchRound(index, round, now);
      cpuTimes.push(cpuMs(c0));
      times.push(performance.now() - t0);
    }
    const fullStart = performance.now();
    const fullCpu = process.cpuUsage();
    const fired = fullRound(AlertIndex.build(entries), rounds[0]!, now);
    const fullCpuMs = cpuMs(fullCpu);
    const fullMs = performance.now() - fullStart;

    console.log(
      `${String(size).padStart(7)} alerts | build ${ms(buildMs)} wall, ${ms(buildCpuMs)} cpu | round median ${ms(median(times))} wall, ${ms(median(cpuTimes))} cpu` +
        ` (max ${ms(Math.max(...times))}; ${firing} firing) | build+round+stamp+message ${ms(fullMs)} wall, ${ms(fullCpuMs)} cpu (${fired} firing)`,
    );
    if (size === 200_000) {
      const verdict = (value: number): string => (value < TARGET_MS ? 'met' : 'MISSED');
      console.log(
        `target: round under ${TARGET_MS} ms at 200k alerts → wall ${verdict(median(times))}, cpu ${verdict(median(cpuTimes))}`,
      );
    }
  }
  console.log(`total bench time ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

if (process.argv[1]?.endsWith('alerts.ts')) void run();
