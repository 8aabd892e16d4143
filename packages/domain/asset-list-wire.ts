import type { ListedAsset, ListReading, ListReadings } from './list-reading';
import type { MarketHoursKey } from './market-hours';
import type { Signal } from './reading';
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
export type CompactItem = [string, string, string, number, number | null, number, Partial<Record<Timeframe, CompactReading>>, ItemExtras?];

export interface CompactAssetList {
  format: typeof COMPACT_LIST_FORMAT;
  /** The ISO times the items and readings point to (−1: none). */
  times: string[];
  items: CompactItem[];
}

/** The signals, then the Didi lines' directions: one character each ('-', '0', '+'). */
const TRITS = [
  'temTendencia',
  'agulhado',
  'agulhado1',
  'agulhado2',
  'bollingerStatus',
  'alerta',
  'alerta1',
  'alerta2',
  'confirmacao',
  'pontofalso',
  'stockStatus',
  'stockZona',
  'trixStatus',
  'didiCurta',
  'didiLonga',
] as const;
const FLAGS = ['tendenciaCompra', 'tendenciaVenda', 'tendenciaAcelerante', 'tendenciaEntrante', 'mudoutendencia', 'bbabriu', 'bbfechou'] as const;
const tritChar = (value: number): string => (value > 0 ? '+' : value < 0 ? '-' : '0');
// Module-level readers rather than closures made per reading: a phone decodes thousands on the first load.
const PLUS = '+'.charCodeAt(0);
const MINUS = '-'.charCodeAt(0);
const ONE = '1'.charCodeAt(0);
const tritAt = (signals: string, at: number): Signal => {
  const code = signals.charCodeAt(at);
  return code === PLUS ? 1 : code === MINUS ? -1 : 0;
};
const flagAt = (signals: string, at: number): boolean => signals.charCodeAt(at) === ONE;
/** Where each field sits in the signals string (decoding runs for thousands of readings on a phone's first load). */
const TRIT_AT = Object.fromEntries(TRITS.map((key, i) => [key, i])) as Record<(typeof TRITS)[number], number>;
const FLAG_AT = Object.fromEntries(FLAGS.map((key, i) => [key, TRITS.length + i])) as Record<(typeof FLAGS)[number], number>;

/** The ADX (0–100) with one decimal, as the card writes it. */
const oneDecimal = (value: number): number => (Number.isFinite(value) ? Number(value.toFixed(1)) : value);

function signalsOf(r: ListReading): string {
  let text = '';
  for (const key of TRITS) text += tritChar(r[key]);
  for (const key of FLAGS) text += r[key] === true || r[key] === 1 ? '1' : '0';
  return text + (r.fechado === undefined ? '_' : r.fechado ? '1' : '0');
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
  const out: CompactItem = [item.asset, item.nome, item.assetType, access, item.preco, table.of(item.lastUpdate), readings];
  if (Object.keys(extras).length > 0) out.push(extras);
  return out;
}

export function encodeAssetList(items: readonly ListedAsset[]): CompactAssetList {
  const table = new TimeTable();
  const encoded = items.map((item) => encodeItem(item, table));
  return { format: COMPACT_LIST_FORMAT, times: table.times, items: encoded };
}

function decodeReading(timeframe: Timeframe, c: CompactReading, itemPrice: number | null, times: readonly string[]): ListReading {
  const [at, signals, adx, preco, message] = c;
  const closed = signals[TRITS.length + FLAGS.length];
  const reading: ListReading = {
    timeframe,
    lastUpdate: times[at] ?? '',
    preco: preco ?? itemPrice ?? 0,
    ...(closed === '_' ? {} : { fechado: closed === '1' }),
    adx: [adx],
    tendenciaCompra: flagAt(signals, FLAG_AT.tendenciaCompra),
    tendenciaVenda: flagAt(signals, FLAG_AT.tendenciaVenda),
    temTendencia: tritAt(signals, TRIT_AT.temTendencia),
    tendenciaAcelerante: flagAt(signals, FLAG_AT.tendenciaAcelerante),
    tendenciaEntrante: flagAt(signals, FLAG_AT.tendenciaEntrante) ? 1 : 0,
    mudoutendencia: flagAt(signals, FLAG_AT.mudoutendencia) ? 1 : 0,
    agulhado: tritAt(signals, TRIT_AT.agulhado),
    agulhado1: tritAt(signals, TRIT_AT.agulhado1),
    agulhado2: tritAt(signals, TRIT_AT.agulhado2),
    bollingerStatus: tritAt(signals, TRIT_AT.bollingerStatus),
    bbabriu: flagAt(signals, FLAG_AT.bbabriu) ? 1 : 0,
    bbfechou: flagAt(signals, FLAG_AT.bbfechou) ? 1 : 0,
    alerta: tritAt(signals, TRIT_AT.alerta),
    alerta1: tritAt(signals, TRIT_AT.alerta1),
    alerta2: tritAt(signals, TRIT_AT.alerta2),
    confirmacao: tritAt(signals, TRIT_AT.confirmacao),
    pontofalso: tritAt(signals, TRIT_AT.pontofalso),
    didiCurta: tritAt(signals, TRIT_AT.didiCurta),
    didiLonga: tritAt(signals, TRIT_AT.didiLonga),
    stockStatus: tritAt(signals, TRIT_AT.stockStatus),
    stockZona: tritAt(signals, TRIT_AT.stockZona),
    trixStatus: tritAt(signals, TRIT_AT.trixStatus),
    message: '',
  };
  reading.message = message ?? readingMessage(reading);
  return reading;
}

function decodeItem(c: CompactItem, times: readonly string[]): ListedAsset {
  const [asset, nome, assetType, access, preco, at, compactReadings, extras = {}] = c;
  const [exchange, symbol] = asset.split(':');
  const readings: ListReadings = {};
  for (const tf of TIMEFRAMES) {
    const reading = compactReadings[tf];
    if (reading) readings[tf] = decodeReading(tf, reading, preco, times);
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
  return list.items.map((item) => decodeItem(item, list.times));
}
