import fc from 'fast-check';
import { encodeAssetList, decodeAssetList } from '@agulhadas/domain/asset-list-wire';
import type { AssetListItem } from '@agulhadas/domain/asset';
import type { Reading } from '@agulhadas/domain/reading';
import {
  keysWith,
  neutralReading,
  READING_FIELDS,
  READING_KEYS,
  type FieldKind,
  type ReadingField,
  type ReadingKey,
} from '@agulhadas/domain/reading-fields';
import { readingSchema } from '@agulhadas/domain/reading-schema';
import { INDICATOR_FIELDS, indicatorsOfReading, parseServerMessage } from '@agulhadas/domain/realtime/protocol';
import { computeReading, createReadingEngine, pushReading } from '@agulhadas/domain/signals';
import { loadSp500Candles } from '../../support/sp500-candles';
import { readingArbitrary } from '../../support/reading-arbitrary';

/**
 * Every reading field is declared once (packages/domain/reading-fields.ts); the engine's readings, the robot payload's
 * schema, the compact list's signal string and the real-time indicators must all follow that declaration, so adding a
 * field is the declaration, the engine line that computes it and its test.
 */
const CANDLES = loadSp500Candles().map(({ time, open, high, low, close }) => ({ time, open, high, low, close }));
const field = (key: ReadingKey): ReadingField => READING_FIELDS[key];
const required = READING_KEYS.filter((key) => field(key).optional === undefined);

/** Readings the engine computed on many days of a real market, batch and streaming. */
function computedReadings(): Reading[] {
  const out: Reading[] = [];
  for (let end = 60; end <= CANDLES.length; end += 97) out.push(computeReading(CANDLES.slice(end - 60, end), 'D')!);
  const engine = createReadingEngine('60');
  for (const candle of CANDLES.slice(0, 200)) {
    const reading = pushReading(engine, candle);
    if (reading) out.push(reading);
  }
  return out;
}

/** A value of another kind than each kind's, which the robot payload's schema must refuse. */
const WRONG: Record<FieldKind, unknown> = {
  timeframe: '2',
  time: 'ontem',
  price: -1,
  number: Number.POSITIVE_INFINITY,
  pair: [1],
  flag: 1,
  bit: true,
  signal: 2,
  text: 42,
};

function item(readings: Partial<Record<Reading['timeframe'], Reading>>): AssetListItem {
  return {
    _id: 'BMFBOVESPA:PETR4',
    asset: 'BMFBOVESPA:PETR4',
    symbol: 'PETR4',
    nome: 'Petrobras',
    assetType: 'stock',
    assetPrefix: 'BMFBOVESPA',
    free: false,
    locked: false,
    delayed: false,
    preco: 10,
    lastUpdate: '2026-11-20T12:00:00.000Z',
    timeFrames: ['D'],
    readings,
  };
}

const signalStringOf = (reading: Reading): string => encodeAssetList([item({ D: reading })]).items[0]![6].D![1];

describe('the reading fields declaration', () => {
  const readings = computedReadings();

  it('covers every field the engine computes, and the engine computes every field a reading always has', () => {
    expect(readings.length).toBeGreaterThan(50);
    for (const reading of readings) {
      expect(Object.keys(reading).filter((key) => !(key in READING_FIELDS))).toEqual([]);
      expect(required.filter((key) => !(key in reading))).toEqual([]);
    }
  });

  it('is what the robot payload schema checks: each field of its kind, an optional one absent, a defaulted one filled', () => {
    expect(Object.keys(readingSchema.shape)).toEqual(READING_KEYS);
    for (const reading of readings) expect(readingSchema.parse(reading)).toEqual(reading);
    fc.assert(fc.property(readingArbitrary(), (reading) => expect(readingSchema.parse(reading)).toEqual(reading)));
    const reading = readings[0]!;
    for (const key of READING_KEYS) {
      expect(readingSchema.safeParse({ ...reading, [key]: WRONG[field(key).kind] }).success).toBe(false);
      const { [key]: _left, ...without } = reading;
      const parsed = readingSchema.safeParse(without);
      const { optional, payloadDefault } = field(key);
      expect({ key, accepted: parsed.success }).toEqual({
        key,
        accepted: optional === true || payloadDefault !== undefined,
      });
      if (payloadDefault !== undefined) expect(parsed.data?.[key]).toBe(payloadDefault);
    }
  });

  it('places each compact list field at its own character of the signal string, and the list gives it back', () => {
    const positions = keysWith('list').flatMap((key) =>
      typeof field(key).list === 'number' ? [field(key).list as number] : [],
    );
    expect([...positions].sort((a, b) => a - b)).toEqual(positions.map((_, i) => i));
    const neutral: Reading = {
      ...neutralReading('D'),
      lastUpdate: '2026-11-20T12:00:00.000Z',
      preco: 10,
      fechado: false,
    };
    const base = signalStringOf(neutral);
    expect(base).toHaveLength(positions.length);
    for (const key of keysWith('list')) {
      const at = field(key).list;
      if (typeof at !== 'number') continue;
      const kind = field(key).kind;
      const set = { ...neutral, [key]: kind === 'flag' ? true : kind === 'bit' ? 1 : kind === 'number' ? -0.25 : -1 };
      const text = signalStringOf(set);
      const changed = [...text].flatMap((char, i) => (char === base[i] ? [] : [i]));
      expect({ key, changed }).toEqual({ key, changed: [at] });
      expect(decodeAssetList(encodeAssetList([item({ D: set })]))[0]!.readings.D![key]).toEqual(
        kind === 'number' ? -1 : set[key],
      );
    }
    const { fechado: _absent, ...unsaid } = neutral;
    expect(signalStringOf(unsaid)[field('fechado').list as number]).toBe('_');
  });

  it('is what the real-time feed sends: the panel fields, each at its precision, and what the browser accepts', () => {
    expect(INDICATOR_FIELDS).toEqual(READING_KEYS.filter((key) => field(key).realtime !== undefined));
    const reading = readings[readings.length - 1]!;
    const indicators = indicatorsOfReading(reading);
    expect(Object.keys(indicators)).toEqual(INDICATOR_FIELDS);
    for (const key of INDICATOR_FIELDS) {
      const precision = field(key).realtime;
      const value: unknown = reading[key];
      if (precision === 'exact') expect(indicators[key]).toEqual(value);
      else if (precision === 'hundredths')
        expect(indicators[key]).toEqual((value as number[]).map((n) => Math.round(n * 100) / 100));
      else expect(indicators[key]).toBe(Number((value as number).toPrecision(5)));
    }
    const frame = (sent: unknown) =>
      JSON.stringify({
        type: 'lastCandleUpdates',
        sentAt: 1,
        seq: 1,
        data: { 'A:B': { asset: 'A:B', nome: 'A', preco: 1, lastUpdate: '', indicators: { D: sent } } },
      });
    expect(parseServerMessage(frame(indicators)).kind).toBe('message');
    for (const key of INDICATOR_FIELDS) {
      const { [key]: _left, ...without } = indicators;
      expect({ key, kind: parseServerMessage(frame(without)).kind }).toEqual({ key, kind: 'invalid' });
    }
  });

  it('gives a neutral reading every field a reading always has, and nothing else', () => {
    const neutral = neutralReading('W');
    expect(Object.keys(neutral)).toEqual(required);
    expect(neutral).toMatchObject({
      timeframe: 'W',
      temTendencia: 0,
      tendenciaCompra: false,
      mudoutendencia: 0,
      adx: [0, 0],
      message: '',
    });
    expect(neutralReading('D').adx).not.toBe(neutralReading('D').adx);
  });
});
