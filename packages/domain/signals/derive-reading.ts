import type { Reading, Signal } from '../reading';
import type { Timeframe } from '../timeframes';
import { bollingerStatusOf } from './bollinger-status';
import { falsePointOf } from './didi-signals';
import { CROSS_AGES, crossesInto } from './didi-crosses';
import { needleWithin } from './needle';
import { readingMessage } from './message';
import { snapshotAt, type SignalWindow } from './signal-window';
import { stochasticZone } from './stochastic-zone';
import { acceleratingTrend, adxKick, trendDirection } from './trend';
import { compareSignal, oppositeSignal } from './zero-cross';

// The crosses of both Didi lines (index = age), computed once per reading and read by every rule.
// Module scratch: deriveReading is synchronous and they are only read inside it.
const curtaCrosses: Signal[] = new Array<Signal>(CROSS_AGES).fill(0);
const longaCrosses: Signal[] = new Array<Signal>(CROSS_AGES).fill(0);

// Series of one timeframe share candle times, so consecutive readings mostly format the same
// instant: remember the last one instead of building a Date and an ISO string per reading.
let isoCacheTime = NaN;
let isoCacheText = '';

function isoTime(time: number): string {
  if (time !== isoCacheTime) {
    isoCacheText = new Date(time).toISOString();
    isoCacheTime = time;
  }
  return isoCacheText;
}

/**
 * Every field of a reading from the last HISTORY_LENGTH snapshots (oldest first). Pure: the batch
 * and the streaming engines both end here, so equal snapshots give equal readings. It runs for
 * every series on every candle, so the fields go straight into one object (rules: docs/signals.md).
 */
export function deriveReading(window: SignalWindow, timeframe: Timeframe): Reading {
  const now = snapshotAt(window, 0);
  const before = snapshotAt(window, 1);
  const twoBefore = snapshotAt(window, 2);
  crossesInto(window, CROSS_AGES, curtaCrosses, longaCrosses);
  const direction = trendDirection(now, before.adx);
  const previousDirection = trendDirection(before, twoBefore.adx);
  const bands = bollingerStatusOf(now, before);
  const previousBands = bollingerStatusOf(before, twoBefore);
  const reading: Reading = {
    timeframe,
    lastUpdate: isoTime(now.time),
    preco: now.close,
    adx: [now.adx, before.adx],
    adxanterior: before.adx,
    diPlus: now.diPlus,
    diMinus: now.diMinus,
    tendenciaCompra: direction === 1,
    tendenciaVenda: direction === -1,
    temTendencia: direction,
    tendenciaAcelerante: acceleratingTrend(now, before.adx, direction),
    tendenciaEntrante: direction !== 0 && direction !== previousDirection ? 1 : 0,
    mudoutendencia: adxKick(window),
    agulhado: needleWithin(window, 0),
    agulhado1: needleWithin(window, 1),
    agulhado2: needleWithin(window, 2),
    bollingerStatus: bands,
    bbabriu: bands === 1 && previousBands !== 1 ? 1 : 0,
    bbfechou: bands === -1 && previousBands !== -1 ? 1 : 0,
    // Alerta: MA3 crosses MA8 (1 up, -1 down), now / 1 / 2 candles ago.
    alerta: curtaCrosses[0],
    alerta1: curtaCrosses[1],
    alerta2: curtaCrosses[2],
    // Confirmação: MA20 crosses MA8; the 20 going below the 8 confirms a buy.
    confirmacao: oppositeSignal(longaCrosses[0]),
    pontofalso: falsePointOf(curtaCrosses[0], now.didiLonga, before.didiLonga),
    didiCurta: now.didiCurta,
    didiLonga: now.didiLonga,
    stockStatus: compareSignal(now.stochK, now.stochD),
    stockZona: stochasticZone(now.stochK),
    trixStatus: compareSignal(now.trix, now.trixSignal),
    message: '',
  };
  reading.message = readingMessage(reading);
  return reading;
}
