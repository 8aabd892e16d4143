import type { Timeframe } from './timeframes';

/** Tri-state signal used across readings: 1 buy / up, -1 sell / down, 0 none. */
export type Signal = 1 | -1 | 0;

/** What a field of each kind holds. */
export interface FieldKindValues {
  timeframe: Timeframe;
  /** An ISO time. */
  time: string;
  /** A finite, positive price. */
  price: number;
  /** A finite number. */
  number: number;
  /** Two finite numbers. */
  pair: [number, number];
  flag: boolean;
  /** A 0/1 event flag. */
  bit: 1 | 0;
  signal: Signal;
  text: string;
}

export type FieldKind = keyof FieldKindValues;

/** How the real-time feed writes a number: as is, to two decimals, or to five significant digits. */
export type RealtimePrecision = 'exact' | 'hundredths' | 'fiveDigits';

/** One field of a reading: what it holds and where it travels besides the stored reading and the robot's payload. */
export interface ReadingField {
  kind: FieldKind;
  /** Absent on some readings (older ones, or when the robot does not say). */
  optional?: true;
  /** What a robot payload without the field reads as: for fields added after robots already sent readings. */
  payloadDefault?: FieldKindValues[FieldKind];
  /**
   * In the compact asset list: the position of its one character in a reading's signal string (a number's sign), or
   * 'own' when the list carries it in a place of its own; absent when no list screen reads it.
   */
  list?: number | 'own';
  /** In the real-time feed's indicator panel, at this precision; absent when the panel does not show it. */
  realtime?: RealtimePrecision;
}

/**
 * Every field of a per-timeframe reading of one asset, in the order readings are written. Field names are the robot's,
 * so the client, the alert rules and the robot's payload all speak the same words. The Reading type, the robot
 * payload's schema, the compact list's signal string and the real-time panel's fields are all derived from this one
 * declaration.
 */
export const READING_FIELDS = {
  timeframe: { kind: 'timeframe', list: 'own' },
  /** ISO time of the candle this reading was computed on (its open time). */
  lastUpdate: { kind: 'time', list: 'own', realtime: 'exact' },
  /** Close of that candle. */
  preco: { kind: 'price', list: 'own' },
  /**
   * Whether that candle had closed when the reading was made; false while it is still forming (its signals can
   * still vanish). Absent on readings stored before it existed: read as closed.
   */
  fechado: { kind: 'flag', optional: true, list: 22 },
  /** [current, previous] ADX. */
  adx: { kind: 'pair', list: 'own', realtime: 'hundredths' },
  adxanterior: { kind: 'number' },
  diPlus: { kind: 'number' },
  diMinus: { kind: 'number' },
  tendenciaCompra: { kind: 'flag', list: 15 },
  tendenciaVenda: { kind: 'flag', list: 16 },
  /** Direction of the current trend: 1 buy, -1 sell, 0 none. */
  temTendencia: { kind: 'signal', list: 0, realtime: 'exact' },
  tendenciaAcelerante: { kind: 'flag', list: 17, realtime: 'exact' },
  /** 1 when a trend starts on this candle. */
  tendenciaEntrante: { kind: 'bit', list: 18 },
  /** 1 when the ADX turns down from above 32 after rising 3 candles in a row (the "kick"). */
  mudoutendencia: { kind: 'bit', list: 19 },
  agulhado: { kind: 'signal', list: 1, realtime: 'exact' },
  agulhado1: { kind: 'signal', list: 2 },
  agulhado2: { kind: 'signal', list: 3 },
  /** -1 closed, 1 open, 0 parallel. */
  bollingerStatus: { kind: 'signal', list: 4, realtime: 'exact' },
  bbabriu: { kind: 'bit', list: 20 },
  bbfechou: { kind: 'bit', list: 21 },
  alerta: { kind: 'signal', list: 5, realtime: 'exact' },
  alerta1: { kind: 'signal', list: 6, realtime: 'exact' },
  alerta2: { kind: 'signal', list: 7, realtime: 'exact' },
  confirmacao: { kind: 'signal', list: 8, realtime: 'exact' },
  /** -1 false buy point (bearish), 1 false sell point (bullish), 0 none. */
  pontofalso: { kind: 'signal', list: 9, realtime: 'exact' },
  /**
   * The Didi short line (MA3 against MA8, a tiny ratio). The list's screens read its direction only, so the compact
   * list sends its sign (−1, 0 or 1).
   */
  didiCurta: { kind: 'number', list: 13, realtime: 'fiveDigits' },
  /** The Didi long line (MA20 against MA8); the compact list sends its sign, as for the short one. */
  didiLonga: { kind: 'number', list: 14, realtime: 'fiveDigits' },
  /** Side of the stochastic's %K against %D (the last cross): 1 above, -1 below. */
  stockStatus: { kind: 'signal', list: 10, realtime: 'exact' },
  /** Zone of the slow %K: 1 'caro' (above 80), -1 'barato' (below 20), 0 between. Robots older than it read 0. */
  stockZona: { kind: 'signal', payloadDefault: 0, list: 11 },
  trixStatus: { kind: 'signal', list: 12, realtime: 'exact' },
  /** Short human summary in Portuguese. */
  message: { kind: 'text', list: 'own' },
} as const satisfies Record<string, ReadingField>;

type Fields = typeof READING_FIELDS;
export type ReadingKey = keyof Fields;

/** Each field's value (mutable: readings are built field by field). */
type FieldValues = { -readonly [K in keyof Fields]: FieldKindValues[Fields[K]['kind']] };

/** Keys whose declaration has `Property` (of type `Value`, when given). */
export type KeysWith<Property extends keyof ReadingField, Value = unknown> = {
  [K in ReadingKey]: Fields[K] extends { readonly [P in Property]: Value } ? K : never;
}[ReadingKey];

/** The declared fields a reading always has, and those it may lack. Doc comments follow each key from the declaration. */
export type RequiredFieldValues = Omit<FieldValues, KeysWith<'optional'>>;
export type OptionalFieldValues = Partial<Pick<FieldValues, KeysWith<'optional'>>>;
type ReadingFieldValues = RequiredFieldValues & OptionalFieldValues;

export const READING_KEYS = Object.keys(READING_FIELDS) as ReadingKey[];

/** The declared fields whose declaration says `property` (in declaration order). */
export function keysWith<Property extends keyof ReadingField>(property: Property): KeysWith<Property>[] {
  return READING_KEYS.filter((key) => property in READING_FIELDS[key]) as KeysWith<Property>[];
}

/** What a field of each kind holds when nothing stands out. */
const NEUTRAL: { [Kind in Exclude<FieldKind, 'timeframe'>]: () => FieldKindValues[Kind] } = {
  time: () => '',
  price: () => 0,
  number: () => 0,
  pair: () => [0, 0],
  flag: () => false,
  bit: () => 0,
  signal: () => 0,
  text: () => '',
};

/**
 * A reading of `timeframe` in which nothing stands out: every signal and flag off, every number 0, optional fields
 * absent. What readings built by hand (stand-ins, tests, benches) start from, so a new field needs no edit there.
 */
export function neutralReading(timeframe: Timeframe): ReadingFieldValues {
  const reading: Partial<Record<ReadingKey, unknown>> = { timeframe };
  for (const key of READING_KEYS) {
    const field: ReadingField = READING_FIELDS[key];
    if (field.kind !== 'timeframe' && field.optional === undefined) reading[key] = NEUTRAL[field.kind]();
  }
  // A copy made by spreading has fast, fixed-layout properties; the object filled by the loop above does not.
  return { ...reading } as ReadingFieldValues;
}
