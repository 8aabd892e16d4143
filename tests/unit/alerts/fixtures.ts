import type { Alert } from '../../../src/domain/alerts';
import type { Reading } from '../../../src/domain/reading';
import type { Timeframe } from '../../../src/domain/timeframes';

/** A neutral reading (no signal anywhere); tests set the fields they care about. */
export function reading(patch: Partial<Reading> = {}, timeframe: Timeframe = 'D'): Reading {
  return {
    timeframe,
    lastUpdate: '2026-11-20T13:00:00.000Z',
    preco: 38.42,
    adx: [20, 19],
    adxanterior: 19,
    diPlus: 20,
    diMinus: 15,
    tendenciaCompra: false,
    tendenciaVenda: false,
    temTendencia: 0,
    tendenciaAcelerante: false,
    tendenciaEntrante: 0,
    mudoutendencia: 0,
    agulhado: 0,
    agulhado1: 0,
    agulhado2: 0,
    bollingerStatus: 0,
    bbabriu: 0,
    bbfechou: 0,
    alerta: 0,
    alerta1: 0,
    alerta2: 0,
    confirmacao: 0,
    pontofalso: 0,
    didiCurta: 0,
    didiLonga: 0,
    stockStatus: 0,
    trixStatus: 0,
    message: '',
    ...patch,
  };
}

export function alert(patch: Partial<Alert> = {}): Alert {
  return {
    id: 'a1',
    active: true,
    message: '',
    rules: [{ name: 'agulhada', value: 1 }],
    config: { agulhada: true },
    frequency: 'tf',
    created: '2026-11-01T00:00:00.000Z',
    lastUpdate: '2026-11-01T00:00:00.000Z',
    lastNotification: null,
    timeframe: 'D',
    ...patch,
  };
}
