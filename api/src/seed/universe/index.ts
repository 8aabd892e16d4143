import type { AssetType } from '@agulhadas/domain/categories';
import type { MarketHoursKey } from '@agulhadas/domain/market-hours';
import { ACOES_BR } from './acoes-br';
import { COMMODITIES_CFDS } from './commodities-cfds';
import { CRYPTO, QUOTE_NAMES } from './crypto';
import { CRYPTO_CFDS } from './crypto-cfds';
import { FOREX } from './forex';
import { FREE_ASSETS } from './free';
import { FUNDOS_BR } from './fundos-br';
import { FUNDOS_EUA } from './fundos-eua';
import { FUTUROS_BR } from './futuros-br';
import { FUTUROS_EUA } from './futuros-eua';
import { INDICES_CFDS } from './indices-cfds';
import { NASDAQ } from './nasdaq';
import { NYSE } from './nyse';
import type { PlainRow } from './rows';

/** One asset of the embedded default's universe (seed data). */
export interface UniverseAsset {
  /** 'EXCHANGE:SYMBOL' */
  asset: string;
  symbol: string;
  exchange: string;
  nome: string;
  assetType: AssetType;
  /** When its market trades (packages/domain/market-hours.ts): decides when its candles close. */
  marketHours: MarketHoursKey;
  free: boolean;
  /** The level the demo market stays near (robot/src/sources/demo/daily-shapes.ts). */
  referencePrice: number;
  baseAsset?: string;
  quoteAsset?: string;
}

type Build = (
  exchange: string,
  symbol: string,
  nome: string,
  assetType: AssetType,
  referencePrice: number,
  marketHours: MarketHoursKey,
) => UniverseAsset;

const plain =
  (exchange: string, assetType: AssetType, marketHours: MarketHoursKey, rows: readonly PlainRow[]) => (build: Build) =>
    rows.map(([symbol, nome, price]) => build(exchange, symbol, nome, assetType, price, marketHours));

/** One producer per category, in the order of CATEGORIES. */
const SECTIONS: readonly ((build: Build) => UniverseAsset[])[] = [
  plain('BMFBOVESPA', 'stock', 'B3', ACOES_BR),
  plain('BMFBOVESPA', 'futures', 'B3_FUTURES', FUTUROS_BR),
  plain('BMFBOVESPA', 'fund', 'B3', FUNDOS_BR),
  plain('NASDAQ', 'stock', 'US', NASDAQ),
  plain('NYSE', 'stock', 'US', NYSE),
  plain('AMEX', 'fund', 'US', FUNDOS_EUA),
  (build) =>
    FUTUROS_EUA.map(([symbol, exchange, nome, price]) => build(exchange, symbol, nome, 'futures', price, 'CME')),
  plain('FX_IDC', 'forex', 'FX', FOREX),
  plain('OANDA', 'index', 'FX', INDICES_CFDS),
  plain('OANDA', 'commodity', 'FX', COMMODITIES_CFDS),
  (build) =>
    CRYPTO.map(([baseAsset, quoteAsset, coinName, price]) => ({
      ...build(
        'BINANCE',
        baseAsset + quoteAsset,
        `${coinName} / ${QUOTE_NAMES[quoteAsset] ?? quoteAsset}`,
        'crypto',
        price,
        'ALWAYS',
      ),
      baseAsset,
      quoteAsset,
    })),
  plain('CAPITALCOM', 'cryptocfd', 'ALWAYS', CRYPTO_CFDS),
];

/** The whole universe, built fresh on every call (callers may mutate the result). */
export function loadUniverse(): UniverseAsset[] {
  const free = new Set(FREE_ASSETS);
  const build: Build = (exchange, symbol, nome, assetType, referencePrice, marketHours) => {
    const asset = `${exchange}:${symbol}`;
    return { asset, symbol, exchange, nome, assetType, marketHours, free: free.has(asset), referencePrice };
  };
  return SECTIONS.flatMap((section) => section(build));
}
