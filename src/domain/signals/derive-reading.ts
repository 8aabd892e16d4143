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
  const trend = trendFields(window);
  const bands = bollingerFields(window);
  const didi = didiFields(window);
  const oscillators = oscillatorFields(window);
  // Built field by field (no object spread): this runs for every series on every candle.
  const fields: Omit<Reading, 'message'> = {
    timeframe,
    lastUpdate: new Date(now.time).toISOString(),
    preco: now.close,
    adx: trend.adx,
    adxanterior: trend.adxanterior,
    diPlus: trend.diPlus,
    diMinus: trend.diMinus,
    tendenciaCompra: trend.tendenciaCompra,
    tendenciaVenda: trend.tendenciaVenda,
    temTendencia: trend.temTendencia,
    tendenciaAcelerante: trend.tendenciaAcelerante,
    tendenciaEntrante: trend.tendenciaEntrante,
    mudoutendencia: trend.mudoutendencia,
    agulhado: needle(window),
    agulhado1: needleWithin(window, 1),
    agulhado2: needleWithin(window, 2),
    bollingerStatus: bands.bollingerStatus,
    bbabriu: bands.bbabriu,
    bbfechou: bands.bbfechou,
    alerta: didi.alerta,
    alerta1: didi.alerta1,
    alerta2: didi.alerta2,
    confirmacao: didi.confirmacao,
    pontofalso: didi.pontofalso,
    didiCurta: didi.didiCurta,
    didiLonga: didi.didiLonga,
    stockStatus: oscillators.stockStatus,
    trixStatus: oscillators.trixStatus,
  };
  const reading = fields as Reading;
  reading.message = readingMessage(fields);
  return reading;
}
