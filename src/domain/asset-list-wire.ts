import type { AssetListItem } from './asset';
import type { MarketHoursKey } from './market-hours';
import type { Reading, Readings, Signal } from './reading';
import { readingMessage } from './signals/message';
import { TIMEFRAMES, type Timeframe } from './timeframes';

/**
 * The compact asset list (issue 17, `getAllAssets?format=compact`, docs/asset-list.md): what the screens read, in
 * fewer bytes. Each asset and each reading is a short array in a fixed order instead of an object with long keys; the
 * 21 signal fields of a reading are one string of one character each; the ISO times, shared by hundreds of readings
 * of a round, are one table; and what the client derives exactly (the message, `symbol`, `timeFrames`, …) is sent
 * only where the derivation would differ. Numbers at the precision the screens read them: prices exactly (a reading's
 * price only when it is not the asset's), ADX and DI with one decimal (the card shows the ADX so; its bar is 20 px
 * tall), the Didi lines with three significant digits (the screens read their signs). decodeAssetList gives back
 * every field of every item at those precisions.
 */
export const COMPACT_LIST_FORMAT = 'c1';

/** One reading: [lastUpdate, signals, adx, adx before, DI+, DI−, didi curta, didi longa, preco? (null: the asset's), adxanterior? (null: adx before), message?]. */
export type CompactReading = [number, string, number, number, number, number, number, number, (number | null)?, (number | null)?, string?];

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

const TRITS = ['temTendencia', 'agulhado', 'agulhado1', 'agulhado2', 'bollingerStatus', 'alerta', 'alerta1', 'alerta2', 'confirmacao', 'pontofalso', 'stockStatus', 'stockZona', 'trixStatus'] as const;
const FLAGS = ['tendenciaCompra', 'tendenciaVenda', 'tendenciaAcelerante', 'tendenciaEntrante', 'mudoutendencia', 'bbabriu', 'bbfechou'] as const;
const TRIT_CHAR = { '-1': '-', '0': '0', '1': '+' } as const;
const CHAR_TRIT: Record<string, Signal> = { '-': -1, '0': 0, '+': 1 };

/** ADX and DI (0–100) with one decimal. */
const oneDecimal = (value: number): number => (Number.isFinite(value) ? Number(value.toFixed(1)) : value);
/** The Didi lines with three significant digits: a non-zero value keeps its sign and never becomes 0. */
const threeDigits = (value: number): number => (Number.isFinite(value) && value !== 0 ? Number(value.toPrecision(3)) : value);

function signalsOf(r: Reading): string {
  let text = '';
  for (const key of TRITS) text += TRIT_CHAR[String(r[key]) as '-1' | '0' | '1'];
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

function encodeReading(r: Reading, itemPrice: number | null, table: TimeTable): CompactReading {
  const before = oneDecimal(r.adx[1]);
  const out: CompactReading = [table.of(r.lastUpdate), signalsOf(r), oneDecimal(r.adx[0]), before, oneDecimal(r.diPlus), oneDecimal(r.diMinus), threeDigits(r.didiCurta), threeDigits(r.didiLonga)];
  const optional: [number | null, number | null, string?] = [r.preco === itemPrice ? null : r.preco, oneDecimal(r.adxanterior) === before ? null : oneDecimal(r.adxanterior)];
  // The message depends on the signal fields only, which travel exactly.
  if (r.message !== readingMessage(r)) optional.push(r.message);
  while (optional.length > 0 && optional[optional.length - 1] === null) optional.pop();
  out.push(...optional);
  return out;
}

const timeframesIn = (readings: Readings): Timeframe[] => TIMEFRAMES.filter((tf) => readings[tf] !== undefined);

function encodeItem(item: AssetListItem, table: TimeTable): CompactItem {
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

export function encodeAssetList(items: readonly AssetListItem[]): CompactAssetList {
  const table = new TimeTable();
  const encoded = items.map((item) => encodeItem(item, table));
  return { format: COMPACT_LIST_FORMAT, times: table.times, items: encoded };
}

function decodeReading(timeframe: Timeframe, c: CompactReading, itemPrice: number | null, times: readonly string[]): Reading {
  const [at, signals, adx, before, diPlus, diMinus, didiCurta, didiLonga, preco, anterior, message] = c;
  const trit = (i: number): Signal => CHAR_TRIT[signals[i]] ?? 0;
  const flag = (i: number): boolean => signals[TRITS.length + i] === '1';
  const closed = signals[TRITS.length + FLAGS.length];
  const reading: Reading = {
    timeframe,
    lastUpdate: times[at] ?? '',
    preco: preco ?? itemPrice ?? 0,
    ...(closed === '_' ? {} : { fechado: closed === '1' }),
    adx: [adx, before],
    adxanterior: anterior ?? before,
    diPlus,
    diMinus,
    tendenciaCompra: flag(0),
    tendenciaVenda: flag(1),
    temTendencia: trit(0),
    tendenciaAcelerante: flag(2),
    tendenciaEntrante: flag(3) ? 1 : 0,
    mudoutendencia: flag(4) ? 1 : 0,
    agulhado: trit(1),
    agulhado1: trit(2),
    agulhado2: trit(3),
    bollingerStatus: trit(4),
    bbabriu: flag(5) ? 1 : 0,
    bbfechou: flag(6) ? 1 : 0,
    alerta: trit(5),
    alerta1: trit(6),
    alerta2: trit(7),
    confirmacao: trit(8),
    pontofalso: trit(9),
    didiCurta,
    didiLonga,
    stockStatus: trit(10),
    stockZona: trit(11),
    trixStatus: trit(12),
    message: '',
  };
  reading.message = message ?? readingMessage(reading);
  return reading;
}

function decodeItem(c: CompactItem, times: readonly string[]): AssetListItem {
  const [asset, nome, assetType, access, preco, at, compactReadings, extras = {}] = c;
  const [exchange, symbol] = asset.split(':');
  const readings: Readings = {};
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

export function decodeAssetList(list: Pick<CompactAssetList, 'times' | 'items'>): AssetListItem[] {
  return list.items.map((item) => decodeItem(item, list.times));
}
