import { z } from '../validation/zod';
import type { Reading } from '../reading';
import {
  keysWith,
  READING_FIELDS,
  type FieldKind,
  type FieldKindValues,
  type KeysWith,
  type RealtimePrecision,
} from '../reading-fields';
import { TIMEFRAMES } from '../timeframes';
import { REALTIME_TIMEFRAMES, type RealtimeTimeframe } from './timeframes';
// The protocol's keys are named as the protocol names them; the messages are Portuguese.

/**
 * The real-time message protocol, shared by the browser, the event handler, the
 * local hub and the publisher. Plain WebSocket frames of JSON text, no Web PubSub sub-protocol:
 * the server owns group membership, so clients never join groups themselves.
 */

/** A symbol key: 'EXCHANGE:SYMBOL', also the symbol's Web PubSub group name. */
export const symbolKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_.!-]{1,32}:[A-Za-z0-9_.!-]{1,32}$/, 'chave de ativo inválida');

/** Most keys one client message may carry; the whole universe is about 1450. */
export const MAX_SYMBOLS_PER_MESSAGE = 2000;

/** Client → server: `{subscribe: true|false, symbol: [keys]}`. */
export const clientMessageSchema = z.strictObject({
  subscribe: z.boolean(),
  symbol: z.array(symbolKeySchema).min(1).max(MAX_SYMBOLS_PER_MESSAGE),
});
export type ClientMessage = z.infer<typeof clientMessageSchema>;

/** A symbol the real-time feed offers. */
export interface RealtimeSymbol {
  key: string;
  /** 'EXCHANGE:SYMBOL' */
  asset: string;
  nome: string;
  /** The asset's type ('forex', 'crypto', …): with the key it decides the price's digits (price-tick.ts). */
  assetType?: string;
  baseAsset?: string;
  quoteAsset?: string;
}

/**
 * One timeframe's indicators: the Reading fields an indicator panel shows (trend bar, Bollinger light, Didi box, STOC,
 * TRIX, agulhada), the fields whose declaration gives a real-time precision, numbers rounded to it. Every symbol goes
 * out every second, so the rest of the Reading (and its full float precision) stays on the server.
 */
export const INDICATOR_FIELDS: readonly IndicatorKey[] = keysWith('realtime');
type IndicatorKey = KeysWith<'realtime'>;
export type RealtimeIndicators = Pick<Reading, IndicatorKey>;

const ROUNDED: { [Precision in RealtimePrecision]: (value: number) => number } = {
  exact: (value) => value,
  hundredths: (value) => Math.round(value * 100) / 100,
  fiveDigits: (value) => Number(value.toPrecision(5)),
};

const INDICATOR_ROUNDING = INDICATOR_FIELDS.map((key) => ({ key, round: ROUNDED[READING_FIELDS[key].realtime] }));

/**
 * The indicators' layout, copied for each update: the publisher makes one per symbol and timeframe every second, and
 * setting fields named by a loop is cheap only on properties a copied layout already has.
 */
const INDICATORS_LAYOUT = { ...Object.fromEntries(INDICATOR_FIELDS.map((key) => [key, 0])) };

/** What the publisher sends of a reading: its panel fields, numbers (and each number of a pair) at their precision. */
export function indicatorsOfReading(reading: Reading): RealtimeIndicators {
  const out: Record<string, unknown> = { ...INDICATORS_LAYOUT };
  for (const { key, round } of INDICATOR_ROUNDING) {
    const value = reading[key];
    out[key] =
      typeof value === 'number' ? round(value) : Array.isArray(value) ? [round(value[0]), round(value[1])] : value;
  }
  return out as RealtimeIndicators;
}

/**
 * Significant digits of a real-time price on the wire: more than any asset's tick needs at its price level (XAUJPY's
 * 480 000,00 has eight), and the full float would only cost bytes every second.
 */
export const REALTIME_PRICE_SIGNIFICANT_DIGITS = 8;

/** One symbol's update: asset, nome, preco and the per-timeframe indicators. */
export interface SymbolUpdate {
  asset: string;
  nome: string;
  preco: number;
  /** ISO time of the tick. */
  lastUpdate: string;
  indicators: Partial<Record<RealtimeTimeframe, RealtimeIndicators>>;
}

export interface WelcomeMessage {
  type: 'welcome';
  data: RealtimeSymbol[];
}

export interface LastCandleUpdatesMessage {
  type: 'lastCandleUpdates';
  data: Record<string, SymbolUpdate>;
  /** Publisher's clock (epoch ms) when it sent the message, and its tick number: latency and loss checks. */
  sentAt: number;
  seq: number;
}

export interface ImportantLevelsMessage {
  type: 'importantLevels';
  data: unknown;
}

export interface ErrorMessage {
  type: 'error';
  message?: string;
}

export type ServerMessage = WelcomeMessage | LastCandleUpdatesMessage | ImportantLevelsMessage | ErrorMessage;

const signal = z.union([z.literal(1), z.literal(-1), z.literal(0)]);

/** What the browser accepts for a field of each kind (the server is trusted for ranges and formats). */
const RECEIVED_KINDS = {
  timeframe: z.enum(TIMEFRAMES),
  time: z.string(),
  price: z.number(),
  number: z.number(),
  pair: z.tuple([z.number(), z.number()]),
  flag: z.boolean(),
  bit: z.union([z.literal(1), z.literal(0)]),
  signal,
  text: z.string(),
} satisfies { [Kind in FieldKind]: z.ZodType<FieldKindValues[Kind]> };

const indicatorsShape = Object.fromEntries(
  INDICATOR_FIELDS.map((key): [string, z.ZodType] => [key, RECEIVED_KINDS[READING_FIELDS[key].kind]]),
) as {
  [Key in IndicatorKey]: z.ZodType<Reading[Key]>;
};
const indicatorsSchema: z.ZodType<RealtimeIndicators> = z.object(indicatorsShape);

const symbolSchema: z.ZodType<RealtimeSymbol> = z.object({
  key: z.string(),
  asset: z.string(),
  nome: z.string(),
  assetType: z.string().optional(),
  baseAsset: z.string().optional(),
  quoteAsset: z.string().optional(),
});

const updateSchema: z.ZodType<SymbolUpdate> = z.object({
  asset: z.string(),
  nome: z.string(),
  preco: z.number(),
  lastUpdate: z.string(),
  indicators: z.partialRecord(z.enum(REALTIME_TIMEFRAMES), indicatorsSchema),
});

/** Server → client messages, as the browser checks them. Unknown types pass as `other`. */
export const serverMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('welcome'), data: z.array(symbolSchema) }),
  z.object({
    type: z.literal('lastCandleUpdates'),
    data: z.record(z.string(), updateSchema),
    sentAt: z.number(),
    seq: z.number(),
  }),
  z.object({ type: z.literal('importantLevels'), data: z.unknown() }),
  z.object({ type: z.literal('error'), message: z.string().optional() }),
]);

export type ParsedServerMessage =
  { kind: 'message'; message: ServerMessage } | { kind: 'other'; raw: unknown } | { kind: 'invalid' };

/** Parses one frame's text; a message of an unknown type is kept as the "latest message", not refused. */
export function parseServerMessage(text: string): ParsedServerMessage {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { kind: 'invalid' };
  }
  const parsed = serverMessageSchema.safeParse(raw);
  if (parsed.success) return { kind: 'message', message: parsed.data as ServerMessage };
  const known =
    typeof raw === 'object' &&
    raw !== null &&
    'type' in raw &&
    ['welcome', 'lastCandleUpdates', 'importantLevels', 'error'].includes(String(raw.type));
  return known ? { kind: 'invalid' } : { kind: 'other', raw };
}

export type ClientMessageCheck = { ok: true; message: ClientMessage } | { ok: false; error: string };

/** Parses a client frame on the server; the error text is sent back as an `error` message. */
export function parseClientMessage(text: string): ClientMessageCheck {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, error: 'Mensagem inválida: JSON malformado.' };
  }
  const parsed = clientMessageSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      ok: false,
      error: `Mensagem inválida: ${issue?.path.join('.') || 'corpo'} — ${issue?.message ?? 'valor inválido'}.`,
    };
  }
  return { ok: true, message: parsed.data };
}

export const welcomeMessage = (data: RealtimeSymbol[]): WelcomeMessage => ({ type: 'welcome', data });
export const errorMessage = (message: string): ErrorMessage => ({ type: 'error', message });
