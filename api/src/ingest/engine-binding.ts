import { Binary } from 'mongodb';
import {
  createReadingEngine,
  decodeReadingEngine,
  encodedReadingEngineSize,
  encodeReadingEngineInto,
  isReadingEngineData,
  pushReading,
  replaceLastReading,
  type ReadingEngineState,
} from '@agulhadas/domain/signals/index';
import type { SeriesEngine } from './series-engine';

/**
 * The domain's streaming reading engine as ingest uses it. Its state is stored as the bytes of the domain's
 * Float64Array form (BSON binary: the driver and the embedded store copy it as one block), in the platform's byte
 * order: little-endian on every platform Node and Azure Functions run on. States stored before
 * that form, as plain objects, are read as they are and saved in the new form by the next round.
 */

/** The stored bytes as doubles; a copy when they do not start on an 8-byte boundary (a pooled driver buffer). */
function doublesOf(stored: unknown): Float64Array | null {
  const bytes = stored instanceof Binary ? stored.value() : stored instanceof Uint8Array ? stored : null;
  if (bytes === null || bytes.byteLength % 8 !== 0) return null;
  if (bytes.byteOffset % 8 === 0) return new Float64Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 8);
  // A copy of its own: a Buffer's slice() would share the pool.
  return new Float64Array(new Uint8Array(bytes).buffer);
}

/** A state stored before the bytes, as plain objects (bytes have neither field). */
const isObjectState = (stored: unknown): stored is ReadingEngineState =>
  typeof stored === 'object' && stored !== null && 'engine' in stored && 'recent' in stored;

export const engineForIngest: SeriesEngine<ReadingEngineState> = {
  create: createReadingEngine,
  readable(stored) {
    if (isObjectState(stored)) return true;
    const data = doublesOf(stored);
    return data !== null && isReadingEngineData(data);
  },
  load(stored, timeframe) {
    if (isObjectState(stored)) return stored;
    const data = doublesOf(stored);
    return data !== null && isReadingEngineData(data) ? decodeReadingEngine(data, timeframe) : null;
  },
  push: pushReading,
  replaceLast: replaceLastReading,
  save: (state) => {
    // Into Node's pooled memory (8-byte aligned): a fresh ArrayBuffer per series cost more than the encoding.
    const bytes = Buffer.allocUnsafe(encodedReadingEngineSize(state) * 8);
    encodeReadingEngineInto(state, new Float64Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 8));
    return bytes;
  },
};
