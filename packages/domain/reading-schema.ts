import { z } from './validation/zod';
import { TIMEFRAMES } from './timeframes';

/** Validation of robot payloads: a ready reading or raw candles (the robot's field names). */
const signal = z.union([z.literal(1), z.literal(-1), z.literal(0)]);
const flag = z.union([z.literal(1), z.literal(0)]);
const finite = z.number().finite();

export const timeframeSchema = z.enum(TIMEFRAMES);

export const readingSchema = z.object({
  timeframe: timeframeSchema,
  lastUpdate: z.iso.datetime(),
  preco: finite.positive(),
  // The robot may say; when it does not, ingest decides from the asset's market hours.
  fechado: z.boolean().optional(),
  adx: z.tuple([finite, finite]),
  adxanterior: finite,
  diPlus: finite,
  diMinus: finite,
  tendenciaCompra: z.boolean(),
  tendenciaVenda: z.boolean(),
  temTendencia: signal,
  tendenciaAcelerante: z.boolean(),
  tendenciaEntrante: flag,
  mudoutendencia: flag,
  agulhado: signal,
  agulhado1: signal,
  agulhado2: signal,
  bollingerStatus: signal,
  bbabriu: flag,
  bbfechou: flag,
  alerta: signal,
  alerta1: signal,
  alerta2: signal,
  confirmacao: signal,
  pontofalso: signal,
  didiCurta: finite,
  didiLonga: finite,
  stockStatus: signal,
  // Added after the other fields: a robot that sends ready readings without it reads as outside both zones.
  stockZona: signal.default(0),
  trixStatus: signal,
  message: z.string().max(200),
});

export const candleSchema = z
  .object({
    time: z.number().int().nonnegative(),
    open: finite.positive(),
    high: finite.positive(),
    low: finite.positive(),
    close: finite.positive(),
    volume: finite.nonnegative().optional(),
    closed: z.boolean().optional(),
  })
  .refine((c) => c.low <= Math.min(c.open, c.close) && c.high >= Math.max(c.open, c.close), 'vela inconsistente (mínima/máxima)');
