import { createReadingEngine, pushReading, replaceLastReading, type ReadingEngineState } from '../../../src/domain/signals/index';
import type { SeriesEngine } from './series-engine';

/**
 * The domain's streaming reading engine as ingest and the demo robot use it. The domain engine
 * mutates its state in place; the state is plain JSON, stored per series between robot calls.
 */
export const engineForIngest: SeriesEngine = {
  create: (timeframe) => createReadingEngine(timeframe),
  push: (state, candle) => ({ state, reading: pushReading(state as ReadingEngineState, candle) }),
  replaceLast: (state, candle) => ({ state, reading: replaceLastReading(state as ReadingEngineState, candle) }),
};
