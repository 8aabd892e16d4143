import { TIMEFRAMES, type Timeframe } from './timeframes';

/**
 * Asset categories of the dashboard's category bar. A category is a list of
 * exchanges plus an asset type; routes read /{list}/{exchanges}/{assetType}.
 */
export const ASSET_TYPES = ['stock', 'futures', 'fund', 'forex', 'index', 'commodity', 'crypto', 'cryptocfd'] as const;
export type AssetType = (typeof ASSET_TYPES)[number];

export interface Category {
  label: string;
  /** Exchanges joined by commas, as they appear in the route and in `getAllAssets?exchange=`. */
  exchanges: string;
  assetType: AssetType;
}

export const CATEGORIES: readonly Category[] = [
  { label: 'Ações BR', exchanges: 'BMFBOVESPA', assetType: 'stock' },
  { label: 'Futuros BR', exchanges: 'BMFBOVESPA', assetType: 'futures' },
  { label: 'Fundos BR', exchanges: 'BMFBOVESPA', assetType: 'fund' },
  { label: 'NASDAQ', exchanges: 'NASDAQ', assetType: 'stock' },
  { label: 'NYSE', exchanges: 'NYSE', assetType: 'stock' },
  { label: 'Fundos EUA', exchanges: 'AMEX', assetType: 'fund' },
  { label: 'Futuros EUA', exchanges: 'CME_MINI,COMEX,NYMEX,CBOT', assetType: 'futures' },
  { label: 'Forex', exchanges: 'FX_IDC', assetType: 'forex' },
  { label: 'Indices CFDs', exchanges: 'OANDA', assetType: 'index' },
  { label: 'Commodities CFDs', exchanges: 'OANDA', assetType: 'commodity' },
  { label: 'Crypto', exchanges: 'BINANCE', assetType: 'crypto' },
  { label: 'Crypto CFDs', exchanges: 'CAPITALCOM', assetType: 'cryptocfd' },
];

/** Asset types in Portuguese: categories made from a VIP's own assets read 'EXCHANGE tipo' ('MEUS Fundos'). */
export const ASSET_TYPE_LABEL: Record<AssetType, string> = {
  stock: 'Ações',
  futures: 'Futuros',
  fund: 'Fundos',
  forex: 'Forex',
  index: 'Índices',
  commodity: 'Commodities',
  crypto: 'Crypto',
  cryptocfd: 'Crypto CFDs',
};

export const DEFAULT_EXCHANGE = 'BMFBOVESPA';
export const FAVORITES_EXCHANGE = 'favoritos';

/** Exchanges of a route segment, e.g. 'CME_MINI,COMEX' → ['CME_MINI', 'COMEX']. */
export function parseExchanges(segment: string): string[] {
  return segment
    .split(',')
    .map((part) => part.trim().toUpperCase())
    .filter(Boolean);
}

/** Asset types that also carry the 4-hour (240) timeframe: forex and crypto, which trade around the clock. */
export function hasFourHour(assetType: AssetType | string): boolean {
  return assetType === 'forex' || assetType === 'crypto' || assetType === 'cryptocfd';
}

/** The timeframes an asset of this type has readings for, in the card's order (W, D, 240 when it has it, H, 15). */
export function timeframesOf(assetType: AssetType | string): Timeframe[] {
  return TIMEFRAMES.filter((timeframe) => timeframe !== '240' || hasFourHour(assetType));
}

export const NO_FOUR_HOUR = 'Este ativo não tem o tempo gráfico de 4 horas (240).';
