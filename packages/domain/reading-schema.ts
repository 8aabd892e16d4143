import { z } from './validation/zod';
import {
  READING_FIELDS,
  READING_KEYS,
  type FieldKind,
  type FieldKindValues,
  type KeysWith,
  type ReadingField,
} from './reading-fields';
import type { Reading } from './reading';
import { TIMEFRAMES } from './timeframes';

/** Validation of robot payloads: a ready reading or raw candles (the robot's field names). */
const signal = z.union([z.literal(1), z.literal(-1), z.literal(0)]);
const flag = z.union([z.literal(1), z.literal(0)]);
const finite = z.number().finite();

export const timeframeSchema = z.enum(TIMEFRAMES);

/** What a robot may send for a field of each kind; a reading's text is a short summary. */
const PAYLOAD_KINDS = {
  timeframe: timeframeSchema,
  time: z.iso.datetime(),
  price: finite.positive(),
  number: finite,
  pair: z.tuple([finite, finite]),
  flag: z.boolean(),
  bit: flag,
  signal,
  text: z.string().max(200),
} satisfies { [Kind in FieldKind]: z.ZodType<FieldKindValues[Kind]> };

/** A reading as a robot may send it: a field with a payload default may be left out. */
export type ReadingPayload = Omit<Reading, KeysWith<'payloadDefault'>> &
  Partial<Pick<Reading, KeysWith<'payloadDefault'>>>;

type Fields = typeof READING_FIELDS;
type KindSchema<F extends ReadingField> = (typeof PAYLOAD_KINDS)[F['kind']];
type FieldSchema<F extends ReadingField> = F extends { optional: true }
  ? z.ZodOptional<KindSchema<F>>
  : F extends { payloadDefault: unknown }
    ? z.ZodDefault<KindSchema<F>>
    : KindSchema<F>;

function fieldSchema(field: ReadingField): z.ZodType {
  const schema = PAYLOAD_KINDS[field.kind];
  if (field.optional) return schema.optional();
  return field.payloadDefault === undefined ? schema : (schema as z.ZodType).default(field.payloadDefault);
}

const shape = Object.fromEntries(READING_KEYS.map((key) => [key, fieldSchema(READING_FIELDS[key])])) as {
  [K in keyof Fields]: FieldSchema<Fields[K]>;
};

/**
 * A ready reading as a robot sends it: every declared field of its kind. An optional field may be left out (when the
 * robot does not say whether the candle closed, ingest decides from the asset's market hours), and a field with a
 * payload default reads as that default when a robot older than the field leaves it out.
 */
export const readingSchema = z.object(shape) satisfies z.ZodType<Reading, ReadingPayload>;

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
  .refine(
    (c) => c.low <= Math.min(c.open, c.close) && c.high >= Math.max(c.open, c.close),
    'vela inconsistente (mínima/máxima)',
  );
