import type { AssetType } from '../../../../src/domain/categories';
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
  free: boolean;
  /** Start of the demo robot's random walk. */
  referencePrice: number;
  baseAsset?: string;
  quoteAsset?: string;
}

type Build = (exchange: string, symbol: string, nome: string, assetType: AssetType, referencePrice: number) => UniverseAsset;

const plain = (exchange: string, assetType: AssetType, rows: readonly PlainRow[]) => (build: Build) =>
  rows.map(([symbol, nome, price]) => build(exchange, symbol, nome, assetType, price));

/** One producer per category, in the order of CATEGORIES. */
const SECTIONS: readonly ((build: Build) => UniverseAsset[])[] = [
  plain('BMFBOVESPA', 'stock', ACOES_BR),
  plain('BMFBOVESPA', 'futures', FUTUROS_BR),
  plain('BMFBOVESPA', 'fund', FUNDOS_BR),
  plain('NASDAQ', 'stock', NASDAQ),
  plain('NYSE', 'stock', NYSE),
  plain('AMEX', 'fund', FUNDOS_EUA),
  (build) => FUTUROS_EUA.map(([symbol, exchange, nome, price]) => build(exchange, symbol, nome, 'futures', price)),
  plain('FX_IDC', 'forex', FOREX),
  plain('OANDA', 'index', INDICES_CFDS),
  plain('OANDA', 'commodity', COMMODITIES_CFDS),
  (build) =>
    CRYPTO.map(([baseAsset, quoteAsset, coinName, price]) => ({
      ...build('BINANCE', baseAsset + quoteAsset, `${coinName} / ${QUOTE_NAMES[quoteAsset] ?? quoteAsset}`, 'crypto', price),
      baseAsset,
      quoteAsset,
    })),
  plain('CAPITALCOM', 'cryptocfd', CRYPTO_CFDS),
];

/** The whole universe, built fresh on every call (callers may mutate the result). */
export function loadUniverse(): UniverseAsset[] {
  const free = new Set(FREE_ASSETS);
  const build: Build = (exchange, symbol, nome, assetType, referencePrice) => {
    const asset = `${exchange}:${symbol}`;
    return { asset, symbol, exchange, nome, assetType, free: free.has(asset), referencePrice };
  };
  return SECTIONS.flatMap((section) => section(build));
}
