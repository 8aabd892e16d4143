import type { ListedAsset, ListReading, ListReadings } from './list-reading';
import type { MarketHoursKey } from './market-hours';
import { keysWith, READING_FIELDS, type KeysWith, type ReadingField } from './reading-fields';
import { readingMessage } from './signals/message';
import { TIMEFRAMES, type Timeframe } from './timeframes';

/**
 * The compact asset list (`getAllAssets?format=compact`, docs/asset-list.md): what the list's screens read
 * (ListReading), in fewer bytes. Each asset and each reading is a short array in a fixed order instead of an object
 * with long keys; the signals, flags and Didi directions of a reading are one string of one character each; the ISO
 * times, shared by hundreds of readings of a round, are one table; and what the client derives exactly (the message,
 * `symbol`, `timeFrames`, …) is sent only where the derivation would differ. Prices exactly (a reading's price only
 * when it is not the asset's), the ADX with one decimal as the card writes it. decodeAssetList gives back every field
 * of every ListedAsset.
 */
export const COMPACT_LIST_FORMAT = 'c1';

/** One reading: [lastUpdate, signals, adx, preco? (null: the asset's), message?]. */
export type CompactReading = [number, string, number, (number | null)?, string?];

/** Fields a derivation gives for most assets, sent only where it does not. */
interface ItemExtras {
  /** _id when it is not the asset key (own assets: the owner's id is part of it). */
  i?: string;
  /** symbol and exchange when they are not the two halves of 'EXCHANGE:SYMBOL'. */
  s?: string;
  p?: string;
  /** timeFrames when they are not the readings' timeframes in the usual order. */
  f?: Timeframe[];
  h?: MarketHoursKey;
  d?: number;
}

/** One asset: [asset, nome, assetType, access bits (1 free, 2 locked, 4 delayed), preco, lastUpdate, readings, extras?]. */
export type CompactItem = [
  string,
  string,
  string,
  number,
  number | null,
  number,
  Partial<Record<Timeframe, CompactReading>>,
  ItemExtras?,
];

export interface CompactAssetList {
  format: typeof COMPACT_LIST_FORMAT;
  /** The ISO times the items and readings point to (−1: none). */
  times: string[];
  items: CompactItem[];
}

/** A field that travels as one character of a reading's signal string, and how that character is read back. */
interface SignalSlot {
  key: SignalKey;
  at: number;
  /**
   * 'trit': '-', '0' or '+' (a number travels as its sign); 'boolean' and 'bit': '0' or '1', read back as a flag's
   * boolean or as 0/1; an optional field left out is '_'.
   */
  read: 'trit' | 'boolean' | 'bit';
  optional: boolean;
}

type SignalKey = KeysWith<'list', number>;

/** The signal string's fields in the order of their characters (the declaration gives each its position). */
const SIGNAL_SLOTS: readonly SignalSlot[] = keysWith('list')
  .flatMap((key): SignalSlot[] => {
    const field: ReadingField = READING_FIELDS[key];
    if (typeof field.list !== 'number') return [];
    const read = field.kind === 'flag' ? 'boolean' : field.kind === 'bit' ? 'bit' : 'trit';
    return [{ key: key as SignalKey, at: field.list, read, optional: field.optional === true }];
  })
  .sort((a, b) => a.at - b.at);

const tritChar = (value: number): string => (value > 0 ? '+' : value < 0 ? '-' : '0');
// Module-level constants rather than work per reading: a phone decodes thousands on the first load.
const PLUS = '+'.charCodeAt(0);
const MINUS = '-'.charCodeAt(0);
const ONE = '1'.charCodeAt(0);
const ABSENT = '_'.charCodeAt(0);

/** The ADX (0–100) with one decimal, as the card writes it. */
const oneDecimal = (value: number): number => (Number.isFinite(value) ? Number(value.toFixed(1)) : value);

function signalsOf(r: ListReading): string {
  let text = '';
  for (const slot of SIGNAL_SLOTS) {
    const value = r[slot.key];
    if (slot.read === 'trit') text += tritChar(value as number);
    else if (value === undefined) text += '_';
    else text += value === true || value === 1 ? '1' : '0';
  }
  return text;
}

/** Placeholder of the ADX in a decoded signal string: each decoded reading gets its own. */
const NO_ADX: ListReading['adx'] = [NaN];

/**
 * A reading with the fields its signal string sets (an optional one written '_' left out) and the message they make;
 * the other fields are placeholders. Built field by field once per distinct string, then copied whole.
 */
function readingOfSignals(signals: string): ListReading {
  const fields: Partial<Record<keyof ListReading, unknown>> = { timeframe: '', lastUpdate: '', preco: 0, adx: NO_ADX };
  for (const slot of SIGNAL_SLOTS) {
    const code = signals.charCodeAt(slot.at);
    if (slot.read === 'trit') fields[slot.key] = code === PLUS ? 1 : code === MINUS ? -1 : 0;
    else if (slot.optional && code === ABSENT) continue;
    else if (slot.read === 'boolean') fields[slot.key] = code === ONE;
    else fields[slot.key] = code === ONE ? 1 : 0;
  }
  fields.message = readingMessage(fields as ListReading);
  // A copy made by spreading has fast, fixed-layout properties; the object filled by the loop above does not.
  return { ...fields } as ListReading;
}

class TimeTable {
  readonly times: string[] = [];
  private readonly index = new Map<string, number>();
  of(time: string | null): number {
    if (time === null) return -1;
    let at = this.index.get(time);
    if (at === undefined) {
      at = this.times.push(time) - 1;
      this.index.set(time, at);
    }
    return at;
  }
}

function encodeReading(r: ListReading, itemPrice: number | null, table: TimeTable): CompactReading {
  const out: CompactReading = [table.of(r.lastUpdate), signalsOf(r), oneDecimal(r.adx[0])];
  // The message depends on the signal fields only, which travel exactly.
  const message = r.message === readingMessage(r) ? undefined : r.message;
  if (r.preco !== itemPrice || message !== undefined) out.push(r.preco === itemPrice ? null : r.preco);
  if (message !== undefined) out.push(message);
  return out;
}

const timeframesIn = (readings: ListReadings): Timeframe[] => TIMEFRAMES.filter((tf) => readings[tf] !== undefined);

function encodeItem(item: ListedAsset, table: TimeTable): CompactItem {
  const [exchange, symbol] = item.asset.split(':');
  const readings: Partial<Record<Timeframe, CompactReading>> = {};
  for (const tf of TIMEFRAMES) {
    const reading = item.readings[tf];
    if (reading) readings[tf] = encodeReading(reading, item.preco, table);
  }
  const extras: ItemExtras = {};
  if (item._id !== item.asset) extras.i = item._id;
  if (item.symbol !== symbol) extras.s = item.symbol;
  if (item.assetPrefix !== exchange) extras.p = item.assetPrefix;
  if (item.timeFrames.join() !== timeframesIn(item.readings).join()) extras.f = item.timeFrames;
  if (item.marketHours !== undefined) extras.h = item.marketHours;
  if (item.delayMinutes !== undefined) extras.d = item.delayMinutes;
  const access = (item.free ? 1 : 0) | (item.locked ? 2 : 0) | (item.delayed ? 4 : 0);
  const out: CompactItem = [
    item.asset,
    item.nome,
    item.assetType,
    access,
    item.preco,
    table.of(item.lastUpdate),
    readings,
  ];
  if (Object.keys(extras).length > 0) out.push(extras);
  return out;
}

export function encodeAssetList(items: readonly ListedAsset[]): CompactAssetList {
  const table = new TimeTable();
  const encoded = items.map((item) => encodeItem(item, table));
  return { format: COMPACT_LIST_FORMAT, times: table.times, items: encoded };
}

/**
 * A round's readings share few signal strings (most signals are off most of the time), so a list decodes each distinct
 * string once and copies the result: copying an object literal's layout is much cheaper than setting fields named by a
 * loop, and the message, which the signals alone decide, comes along.
 */
type SignalCache = Map<string, ListReading>;

function decodeReading(
  timeframe: Timeframe,
  c: CompactReading,
  itemPrice: number | null,
  times: readonly string[],
  cache: SignalCache,
): ListReading {
  const [at, signals, adx, preco, message] = c;
  let decoded = cache.get(signals);
  if (decoded === undefined) {
    decoded = readingOfSignals(signals);
    cache.set(signals, decoded);
  }
  const reading = { ...decoded };
  reading.timeframe = timeframe;
  reading.lastUpdate = times[at] ?? '';
  reading.preco = preco ?? itemPrice ?? 0;
  reading.adx = [adx];
  if (message !== undefined) reading.message = message;
  return reading;
}

function decodeItem(c: CompactItem, times: readonly string[], cache: SignalCache): ListedAsset {
  const [asset, nome, assetType, access, preco, at, compactReadings, extras = {}] = c;
  const [exchange, symbol] = asset.split(':');
  const readings: ListReadings = {};
  for (const tf of TIMEFRAMES) {
    const reading = compactReadings[tf];
    if (reading) readings[tf] = decodeReading(tf, reading, preco, times, cache);
  }
  return {
    _id: extras.i ?? asset,
    asset,
    symbol: extras.s ?? symbol ?? '',
    nome,
    assetType,
    assetPrefix: extras.p ?? exchange ?? '',
    free: (access & 1) !== 0,
    ...(extras.h === undefined ? {} : { marketHours: extras.h }),
    locked: (access & 2) !== 0,
    delayed: (access & 4) !== 0,
    ...(extras.d === undefined ? {} : { delayMinutes: extras.d }),
    preco,
    lastUpdate: at < 0 ? null : (times[at] ?? null),
    timeFrames: extras.f ?? timeframesIn(readings),
    readings,
  };
}

export function decodeAssetList(list: Pick<CompactAssetList, 'times' | 'items'>): ListedAsset[] {
  const cache: SignalCache = new Map();
  return list.items.map((item) => decodeItem(item, list.times, cache));
}
