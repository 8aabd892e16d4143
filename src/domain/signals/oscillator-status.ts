import type { Signal } from '../reading';
import { snapshotAt, type SignalWindow } from './signal-window';
import { compareSignal } from './zero-cross';

export interface OscillatorFields {
  /** Slow %K vs %D: 1 above, -1 below, 0 equal. */
  stockStatus: Signal;
  /** TRIX vs its signal: 1 above, -1 below, 0 equal. */
  trixStatus: Signal;
}

export function oscillatorFields(window: SignalWindow): OscillatorFields {
  const now = snapshotAt(window, 0);
  return { stockStatus: compareSignal(now.stochK, now.stochD), trixStatus: compareSignal(now.trix, now.trixSignal) };
}
