import type { Reading } from '../reading';
import type { Timeframe } from '../timeframes';
import { bollingerFields } from './bollinger-status';
import { didiFields } from './didi-signals';
import { needle, needleWithin } from './needle';
import { oscillatorFields } from './oscillator-status';
import { readingMessage } from './message';
import { snapshotAt, type SignalWindow } from './signal-window';
import { trendFields } from './trend';

/**
 * Every field of a reading from the last HISTORY_LENGTH snapshots (oldest first). Pure: the batch
 * and the streaming engines both end here, so equal snapshots give equal readings.
 */
export function deriveReading(window: SignalWindow, timeframe: Timeframe): Reading {
  const now = snapshotAt(window, 0);
  const fields: Omit<Reading, 'message'> = {
    timeframe,
    lastUpdate: new Date(now.time).toISOString(),
    preco: now.close,
    ...trendFields(window),
    agulhado: needle(window),
    agulhado1: needleWithin(window, 1),
    agulhado2: needleWithin(window, 2),
    ...bollingerFields(window),
    ...didiFields(window),
    ...oscillatorFields(window),
  };
  return { ...fields, message: readingMessage(fields) };
}
