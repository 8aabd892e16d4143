import type { Timeframe } from './timeframes';

/** Tri-state signal used across readings: 1 buy / up, -1 sell / down, 0 none. */
export type Signal = 1 | -1 | 0;

/**
 * Per-timeframe reading of one asset. Field names are the robot's, so the client,
 * the alert rules and the robot's payload all speak the same words.
 */
export interface Reading {
  timeframe: Timeframe;
  /** ISO time of the candle this reading was computed on (its open time). */
  lastUpdate: string;
  /** Close of that candle. */
  preco: number;
  /**
   * Whether that candle had closed when the reading was made; false while it is still forming (its signals can
   * still vanish). Absent on readings stored before it existed: read as closed.
   */
  fechado?: boolean;
  /** [current, previous] ADX. */
  adx: [number, number];
  adxanterior: number;
  diPlus: number;
  diMinus: number;
  tendenciaCompra: boolean;
  tendenciaVenda: boolean;
  /** Direction of the current trend: 1 buy, -1 sell, 0 none. */
  temTendencia: Signal;
  tendenciaAcelerante: boolean;
  /** 1 when a trend starts on this candle. */
  tendenciaEntrante: 1 | 0;
  /** 1 when the ADX turns down from above 32 after rising 3 candles in a row (the "kick"). */
  mudoutendencia: 1 | 0;
  agulhado: Signal;
  agulhado1: Signal;
  agulhado2: Signal;
  /** -1 closed, 1 open, 0 parallel. */
  bollingerStatus: Signal;
  bbabriu: 1 | 0;
  bbfechou: 1 | 0;
  alerta: Signal;
  alerta1: Signal;
  alerta2: Signal;
  confirmacao: Signal;
  /** -1 false buy point (bearish), 1 false sell point (bullish), 0 none. */
  pontofalso: Signal;
  didiCurta: number;
  didiLonga: number;
  /** Side of the stochastic's %K against %D (the last cross): 1 above, -1 below. */
  stockStatus: Signal;
  /** Zone of the slow %K: 1 'caro' (above 80), -1 'barato' (below 20), 0 between. */
  stockZona: Signal;
  trixStatus: Signal;
  /** Short human summary in Portuguese. */
  message: string;
}

export type Readings = Partial<Record<Timeframe, Reading>>;

/** One OHLC candle; `time` is the candle open time in epoch milliseconds. */
export interface Candle {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume?: number;
  /** The robot's word on whether the candle has closed; when absent the engine decides from the market hours. */
  closed?: boolean;
}
