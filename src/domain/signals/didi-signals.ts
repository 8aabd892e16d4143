import type { Signal } from '../reading';
import { curtaCrossAt, longaCrossAt } from './needle';
import { snapshotAt, type SignalWindow } from './signal-window';
import { oppositeSignal } from './zero-cross';

export interface DidiFields {
  alerta: Signal;
  alerta1: Signal;
  alerta2: Signal;
  confirmacao: Signal;
  pontofalso: Signal;
  didiCurta: number;
  didiLonga: number;
}

/**
 * Ponto falso: the short line crosses MA8 while the 20 is already on that side and moving away.
 * False buy (-1, bearish): MA3 crosses above MA8 with longa > 0 and rising.
 * False sell (1, bullish): MA3 crosses below MA8 with longa < 0 and falling.
 */
export function falsePoint(window: SignalWindow): Signal {
  const cross = curtaCrossAt(window, 0);
  const longa = snapshotAt(window, 0).didiLonga;
  const previousLonga = snapshotAt(window, 1).didiLonga;
  if (cross === 1 && longa > 0 && longa > previousLonga) return -1;
  if (cross === -1 && longa < 0 && longa < previousLonga) return 1;
  return 0;
}

export function didiFields(window: SignalWindow): DidiFields {
  const now = snapshotAt(window, 0);
  return {
    // Alerta: MA3 crosses MA8 (1 up, -1 down), now / 1 / 2 candles ago.
    alerta: curtaCrossAt(window, 0),
    alerta1: curtaCrossAt(window, 1),
    alerta2: curtaCrossAt(window, 2),
    // Confirmação: MA20 crosses MA8; the 20 going below the 8 confirms a buy.
    confirmacao: oppositeSignal(longaCrossAt(window, 0)),
    pontofalso: falsePoint(window),
    didiCurta: now.didiCurta,
    didiLonga: now.didiLonga,
  };
}
