import type { UniverseAsset } from '../../seed/universe/index';
import { hasFourHour, type AssetType } from '../../../../src/domain/categories';
import type { Candle, Reading } from '../../../../src/domain/reading';
import { TIMEFRAME_MINUTES, type Timeframe } from '../../../../src/domain/timeframes';
import type { IngestBody } from '../../ingest/ingest-schema';
import type { SeriesEngine } from '../../ingest/series-engine';
import { backfill, createProcess, gaussianStep, stepCandle, VOLATILITY_15M, type PriceProcess } from './price-process';
import { hashSeed, seededRandom, type Random } from '../../lib/seeded-random';
import { bucketStart, foldCandle } from '../../../../src/domain/candle-buckets';

/**
 * The local stand-in for the market robot: synthetic candles for the whole universe, run through the real streaming
 * engine, sent as ready readings to POST /api/ingest. It runs on the wall clock: every `15 min / speed` the forming
 * 15-minute candle moves (so a local run shows changes within seconds), and a new candle opens when the real clock
 * enters the next 15 minutes. Nothing is ever dated after the wall clock. After a restart it continues each asset
 * from the price the store holds (GET /api/ingestState).
 */
const BASE_MS = 15 * 60_000;
const HISTORY = 120;

interface Series {
  timeframe: Timeframe;
  state: unknown;
  last: Candle;
  reading: Reading | null;
}

interface SimulatedAsset {
  asset: string;
  process: PriceProcess;
  random: Random;
  /** The forming 15-minute candle, folded into every timeframe. */
  base: Candle;
  series: Series[];
}

/** What the store already holds for an asset: its last price, to continue from after a restart. */
export type StoredPrices = ReadonlyMap<string, number>;

export interface DemoRobotOptions {
  universe: readonly UniverseAsset[];
  engine: SeriesEngine;
  /** Sends one batch to the ingest function. */
  post: (body: IngestBody) => Promise<void>;
  /** Last stored price per asset (empty for a fresh data folder). */
  storedPrices?: () => Promise<StoredPrices>;
  /** Update rate: the forming candle moves every 15 min / speed (60 = every 15 s). */
  speed: number;
  now?: () => Date;
  log?: (line: string) => void;
}

export interface DemoRobot {
  /** Backfills history; on a fresh store also sends the captures of 30 and 15 minutes ago, so delayed views have data. */
  prime(): Promise<void>;
  /** Moves every asset's forming candle to `at` (a new candle when the clock entered the next 15 minutes) and sends it. */
  round(at?: Date): Promise<void>;
  /** Rounds on a timer. */
  run(): void;
  stop(): void;
}

function timeframesOf(assetType: AssetType): Timeframe[] {
  return hasFourHour(assetType) ? ['15', '60', '240', 'D', 'W'] : ['15', '60', 'D', 'W'];
}

const scaled = (candle: Candle, factor: number): Candle => ({ time: candle.time, open: candle.open * factor, high: candle.high * factor, low: candle.low * factor, close: candle.close * factor });

export function createDemoRobot(options: DemoRobotOptions): DemoRobot {
  const now = options.now ?? (() => new Date());
  const assets: SimulatedAsset[] = [];
  let timer: NodeJS.Timeout | null = null;

  /** History of every timeframe up to the candle forming at `baseTime`, ending at the stored price when there is one. */
  function initialise(baseTime: number, stored: StoredPrices) {
    for (const item of options.universe) {
      const random = seededRandom(hashSeed(item.asset));
      const process = createProcess(item.referencePrice, VOLATILITY_15M[item.assetType]);
      const histories = timeframesOf(item.assetType).map((timeframe) => {
        const minutes = TIMEFRAME_MINUTES[timeframe];
        return { timeframe, candles: backfill(process, random, bucketStart(baseTime, timeframe), minutes * 60_000, minutes / 15, HISTORY) };
      });
      // The synthetic path is scaled to meet the stored price: a restart continues the market the user saw.
      const storedPrice = stored.get(item.asset);
      const factor = storedPrice ? storedPrice / process.price : 1;
      process.price *= factor;
      const series = histories.map(({ timeframe, candles }) => {
        let state = options.engine.create(timeframe);
        let reading: Reading | null = null;
        const history = candles.map((candle) => scaled(candle, factor));
        for (const candle of history) ({ state, reading } = options.engine.push(state, candle, timeframe));
        return { timeframe, state, last: history[history.length - 1]!, reading };
      });
      assets.push({ asset: item.asset, process, random, base: series[0]!.last, series });
    }
  }

  /** Moves one asset to `time`: a new 15-minute candle when its bucket started, else a step of the forming one. */
  function move(simulated: SimulatedAsset, time: number, fraction: number) {
    const bucket = bucketStart(time, '15');
    if (bucket > simulated.base.time) {
      simulated.base = stepCandle(simulated.process, simulated.random, bucket);
    } else {
      const price = gaussianStep(simulated.process, simulated.random, fraction);
      simulated.base = { ...simulated.base, close: price, high: Math.max(simulated.base.high, price), low: Math.min(simulated.base.low, price) };
    }
    for (const series of simulated.series) {
      const { candle, isNew } = foldCandle(series.last, simulated.base, series.timeframe);
      const next = isNew ? options.engine.push(series.state, candle, series.timeframe) : options.engine.replaceLast(series.state, candle, series.timeframe);
      series.state = next.state;
      series.reading = next.reading;
      series.last = candle;
    }
  }

  async function send(capturedAt: Date) {
    const items = assets.flatMap((simulated) =>
      simulated.series.filter((series) => series.reading).map((series) => ({ asset: simulated.asset, timeframe: series.timeframe, reading: series.reading! })),
    );
    await options.post({ capturedAt: capturedAt.toISOString(), items });
  }

  const robot: DemoRobot = {
    async prime() {
      const startedAt = now();
      const stored = (await options.storedPrices?.()) ?? new Map<string, number>();
      if (stored.size > 0) {
        // A restart: continue from the stored prices with the candle forming now.
        initialise(startedAt.getTime(), stored);
        await send(startedAt);
        return;
      }
      initialise(startedAt.getTime() - 2 * BASE_MS, stored);
      await send(new Date(startedAt.getTime() - 30 * 60_000));
      for (const minutesAgo of [15, 0]) {
        const at = new Date(startedAt.getTime() - minutesAgo * 60_000);
        for (const simulated of assets) move(simulated, at.getTime(), 1);
        await send(at);
      }
    },
    run() {
      const every = BASE_MS / options.speed;
      options.log?.(`demo robot: ${assets.length} assets, the forming 15-minute candle moves every ${Math.round(every / 1000)} s, a new one opens every 15 minutes of the real clock`);
      timer = setInterval(() => {
        robot.round().catch((error: unknown) => options.log?.(`demo robot round failed: ${String(error)}`));
      }, every);
      timer.unref();
    },
    async round(at = now()) {
      for (const simulated of assets) move(simulated, at.getTime(), 1 / options.speed);
      await send(at);
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
  return robot;
}
