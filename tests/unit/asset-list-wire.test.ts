import type { AssetListItem } from '@agulhadas/domain/asset';
import { COMPACT_LIST_FORMAT, decodeAssetList, encodeAssetList } from '@agulhadas/domain/asset-list-wire';
import { hasAgulhada } from '@agulhadas/domain/presentation/reading-presentation';
import { timeframeRowView } from '../../src/features/assets/model/timeframe-row-view';
import type { ListReading } from '@agulhadas/domain/list-reading';
import type { Reading, Readings } from '@agulhadas/domain/reading';
import { computeReading } from '@agulhadas/domain/signals';
import { SORT_KEYS, signalScore } from '../../src/features/assets/model/asset-sort';
import { TIMEFRAMES, type Timeframe } from '@agulhadas/domain/timeframes';
import { READING_FIELDS, READING_KEYS, type ReadingField, type ReadingKey } from '@agulhadas/domain/reading-fields';
import fc from 'fast-check';
import { reading } from '../support/fixtures';
import { readingArbitrary } from '../support/reading-arbitrary';
import { loadSp500Candles } from '../support/sp500-candles';
import storedC1 from './fixtures/compact-list-c1.json';

const CANDLES = loadSp500Candles().map(({ time, open, high, low, close }) => ({ time, open, high, low, close }));

/** Readings of a real market on many different days: every signal of the engine shows up somewhere. */
function realReadings(count: number): Reading[] {
  const out: Reading[] = [];
  const step = Math.floor((CANDLES.length - 60) / count);
  for (let end = 60; out.length < count && end <= CANDLES.length; end += step) {
    const r = computeReading(CANDLES.slice(end - 60, end), TIMEFRAMES[out.length % TIMEFRAMES.length]);
    if (r) out.push({ ...r, ...(out.length % 3 === 0 ? { fechado: out.length % 2 === 0 } : {}) });
  }
  return out;
}

function item(asset: string, readings: Readings, patch: Partial<AssetListItem> = {}): AssetListItem {
  const [exchange, symbol] = asset.split(':');
  const timeFrames = TIMEFRAMES.filter((tf) => readings[tf]);
  const preco = Object.values(readings)[0]?.preco ?? null;
  return {
    _id: asset,
    asset,
    symbol,
    nome: `${symbol} SA`,
    assetType: 'stock',
    assetPrefix: exchange,
    free: false,
    locked: false,
    delayed: false,
    marketHours: 'B3',
    preco,
    lastUpdate: '2026-11-24T15:00:12.345Z',
    timeFrames,
    readings,
    ...patch,
  };
}

/**
 * What the compact form promises (list-reading.ts): the fields the declaration sends in the list, the ADX to one
 * decimal, a number of the signal string as its sign.
 */
function asListed(r: Reading): ListReading {
  const listed: Partial<Record<ReadingKey, unknown>> = {};
  for (const key of READING_KEYS) {
    const field: ReadingField = READING_FIELDS[key];
    if (field.list === undefined || !(key in r)) continue;
    listed[key] =
      key === 'adx' ? [Number(r.adx[0].toFixed(1))] : field.kind === 'number' ? Math.sign(r[key] as number) : r[key];
  }
  return listed as ListReading;
}

const listedItem = (it: AssetListItem) => ({
  ...it,
  readings: Object.fromEntries(Object.entries(it.readings).map(([tf, r]) => [tf, asListed(r)])),
});

const roundTrip = (items: AssetListItem[]) => decodeAssetList(JSON.parse(JSON.stringify(encodeAssetList(items))));

describe('the compact asset list', () => {
  const readings = realReadings(400);
  const items = Array.from({ length: 80 }, (_, i) => {
    const own: Readings = {};
    for (const r of readings.slice(i * 5, i * 5 + 5)) own[r.timeframe] = r;
    return item(`BMFBOVESPA:AS${i}`, own);
  });

  it('gives back every field of every item, indicator values at the documented precisions', () => {
    expect(roundTrip(items)).toEqual(items.map(listedItem));
    expect(
      readings.some((r) => r.agulhado !== 0) &&
        readings.some((r) => r.pontofalso !== 0) &&
        readings.some((r) => r.mudoutendencia === 1),
    ).toBe(true);
  });

  it('the screens read the same: each row’s bar, light, Didi box, oscillators and agulhada, the sorts and the agulhada lists', () => {
    const decoded = roundTrip(items);
    items.forEach((original, i) => {
      expect(hasAgulhada(decoded[i].readings)).toBe(hasAgulhada(original.readings));
      for (const key of SORT_KEYS)
        if (key !== 'nome') expect(signalScore(decoded[i], key)).toBe(signalScore(original, key));
      for (const tf of original.timeFrames)
        expect(timeframeRowView(decoded[i].readings[tf]!)).toEqual(timeframeRowView(original.readings[tf]!));
    });
  });

  it('keeps what a derivation would get wrong: an own asset’s id, a reading’s own price and message, no readings', () => {
    const odd = item(
      'MEUS:XPTO',
      { D: reading('D', { preco: 9.87, adx: [30, 28], message: 'Mensagem do robô', fechado: true }) },
      { _id: 'vip|MEUS:XPTO', preco: 10.01, marketHours: undefined },
    );
    const locked = item('NYSE:KO', {}, { locked: true, preco: null, lastUpdate: null, marketHours: undefined });
    const delayed = item(
      'NASDAQ:AAPL',
      { '15': reading('15', { preco: 230.5 }) },
      { free: true, delayed: true, delayMinutes: 20 },
    );
    const [a, b, c] = roundTrip([odd, locked, delayed]);
    expect(a).toEqual({ ...odd, readings: { D: asListed(odd.readings.D!) } });
    expect(a.readings.D).toMatchObject({ preco: 9.87, message: 'Mensagem do robô', fechado: true });
    expect(a).not.toHaveProperty('marketHours');
    expect(b).toEqual(locked);
    expect(c).toEqual({ ...delayed, readings: { '15': asListed(delayed.readings['15']!) } });
  });

  it('is several times smaller than the objects for the same items', () => {
    const objects = JSON.stringify(items).length;
    expect(JSON.stringify(encodeAssetList(items)).length).toBeLessThan(objects / 4);
  });

  it('gives back any readings of the declared kinds, whatever their signals, flags, prices and messages', () => {
    const readings = fc.dictionary(fc.constantFrom(...TIMEFRAMES), readingArbitrary(), { maxKeys: TIMEFRAMES.length });
    const items = fc
      .array(readings, { maxLength: 6 })
      .map((all) =>
        all.map((own, i) =>
          item(
            `BMFBOVESPA:P${i}`,
            Object.fromEntries(Object.entries(own).map(([tf, r]) => [tf, { ...r, timeframe: tf as Timeframe }])),
          ),
        ),
      );
    fc.assert(
      fc.property(items, (list) => {
        expect(roundTrip(list)).toEqual(list.map(listedItem));
      }),
      { numRuns: 150 },
    );
  });

  it('writes the c1 format byte for byte as it was first written, so clients already loaded read every list', () => {
    // The expected text was written by the first c1 encoder; a change of characters or order needs a new format name.
    const items = storedC1.items as unknown as AssetListItem[];
    expect(COMPACT_LIST_FORMAT).toBe('c1');
    expect(JSON.stringify(encodeAssetList(items))).toBe(storedC1.expected);
    expect(decodeAssetList(JSON.parse(storedC1.expected) as ReturnType<typeof encodeAssetList>)).toEqual(
      roundTrip(items),
    );
  });
});
