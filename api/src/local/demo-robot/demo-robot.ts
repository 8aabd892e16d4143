import type { UniverseAsset } from '../../seed/universe/index';
import { hasFourHour, type AssetType } from '../../../../src/domain/categories';
import type { Candle, Reading } from '../../../../src/domain/reading';
import { TIMEFRAME_MINUTES, type Timeframe } from '../../../../src/domain/timeframes';
import type { IngestBody } from '../../ingest/ingest-schema';
import type { SeriesEngine } from '../../ingest/series-engine';
import { backfill, createProcess, stepCandle, VOLATILITY_15M, type PriceProcess } from './price-process';
import { hashSeed, seededRandom, type Random } from '../../lib/seeded-random';
import { bucketStart, foldCandle } from './timeframe-buckets';

/**
 * The local stand-in for the market robot: synthetic candles for the whole universe, run through
 * the real streaming engine, sent as ready readings to POST /api/ingest — one 15-minute candle per
 * round, `speed` times faster than real time.
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
  series: Series[];
}

export interface DemoRobotOptions {
  universe: readonly UniverseAsset[];
  engine: SeriesEngine;
  /** Sends one batch to the ingest function. */
  post: (body: IngestBody) => Promise<void>;
  /** Real-time multiplier: 60 = a 15-minute round every 15 seconds. */
  speed: number;
  now?: () => Date;
  log?: (line: string) => void;
}

export interface DemoRobot {
  /** Backfills history and sends the first captures (30 and 15 minutes ago, and now) so delayed views have data. */
  prime(): Promise<void>;
  /** One 15-minute round for every asset. */
  round(capturedAt?: Date): Promise<void>;
  /** Rounds on a timer, `speed` times faster than real time. */
  run(): void;
  stop(): void;
}

function timeframesOf(assetType: AssetType): Timeframe[] {
  return hasFourHour(assetType) ? ['15', '60', '240', 'D', 'W'] : ['15', '60', 'D', 'W'];
}

export function createDemoRobot(options: DemoRobotOptions): DemoRobot {
  const now = options.now ?? (() => new Date());
  const assets: SimulatedAsset[] = [];
  let simulatedTime = 0;
  let timer: NodeJS.Timeout | null = null;

  function initialise(endTime: number) {
    for (const item of options.universe) {
      const random = seededRandom(hashSeed(item.asset));
      const process = createProcess(item.referencePrice, VOLATILITY_15M[item.assetType]);
      const series = timeframesOf(item.assetType).map((timeframe) => {
        const minutes = TIMEFRAME_MINUTES[timeframe];
        const candles = backfill(process, random, bucketStart(endTime, timeframe), minutes * 60_000, minutes / 15, HISTORY);
        let state = options.engine.create(timeframe);
        let reading: Reading | null = null;
        for (const candle of candles) ({ state, reading } = options.engine.push(state, candle, timeframe));
        return { timeframe, state, last: candles[candles.length - 1]!, reading };
      });
      assets.push({ asset: item.asset, process, random, series });
    }
  }

  function advance() {
    simulatedTime += BASE_MS;
    for (const simulated of assets) {
      const base = stepCandle(simulated.process, simulated.random, simulatedTime);
      for (const series of simulated.series) {
        const { candle, isNew } = series.timeframe === '15' ? { candle: base, isNew: true } : foldCandle(series.last, base, series.timeframe);
        const next = isNew ? options.engine.push(series.state, candle, series.timeframe) : options.engine.replaceLast(series.state, candle, series.timeframe);
        series.state = next.state;
        series.reading = next.reading;
        series.last = candle;
      }
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
      simulatedTime = bucketStart(startedAt.getTime(), '15') - 2 * BASE_MS;
      initialise(simulatedTime);
      await send(new Date(startedAt.getTime() - 30 * 60_000));
      for (const minutesAgo of [15, 0]) {
        advance();
        await send(new Date(startedAt.getTime() - minutesAgo * 60_000));
      }
    },
    run() {
      options.log?.(`demo robot: ${assets.length} assets, a 15-minute round every ${Math.round(BASE_MS / options.speed / 1000)} s`);
      timer = setInterval(() => {
        robot.round().catch((error: unknown) => options.log?.(`demo robot round failed: ${String(error)}`));
      }, BASE_MS / options.speed);
      timer.unref();
    },
    async round(capturedAt = now()) {
      advance();
      await send(capturedAt);
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
  return robot;
}
