import type { AssetType } from './categories';

/**
 * Which market-data source feeds an asset, and its symbol there (docs/robot.md, "Sources"). The robot reads
 * every asset from the source named here unless ROBOT_SOURCES maps everything to the demo. Assets without a
 * documented free or key-based source (CME and B3 futures) answer null: the robot reports them, never guesses.
 */
export const MARKET_SOURCES = ['demo', 'binance', 'brapi', 'twelvedata'] as const;
export type MarketSourceName = (typeof MARKET_SOURCES)[number];

export interface SourceAssignment {
  source: MarketSourceName;
  sourceSymbol: string;
}

interface AssetIdentity {
  exchange: string;
  symbol: string;
  assetType: AssetType | string;
  baseAsset?: string;
  quoteAsset?: string;
}

/** 'EURUSD' → 'EUR/USD', Twelve Data's spelling of pairs. */
const slashed = (symbol: string) => (symbol.length === 6 ? `${symbol.slice(0, 3)}/${symbol.slice(3)}` : symbol);

/**
 * OANDA commodity CFDs whose names are not two currency codes, and their Twelve Data spot symbols (its /commodities
 * list). The agricultural CFDs (corn, soybeans, wheat, sugar) have no Twelve Data spot counterpart found: null.
 */
const TWELVEDATA_COMMODITIES: Record<string, string | null> = {
  WTICOUSD: 'WTI/USD',
  BCOUSD: 'XBR/USD',
  NATGASUSD: 'NG/USD',
  CORNUSD: null,
  SOYBNUSD: null,
  WHEATUSD: null,
  SUGARUSD: null,
};

function twelveDataCommodity(symbol: string): SourceAssignment | null {
  const named = TWELVEDATA_COMMODITIES[symbol];
  if (named === null) return null;
  return { source: 'twelvedata', sourceSymbol: named ?? slashed(symbol) };
}

export function sourceOf(item: AssetIdentity): SourceAssignment | null {
  if (item.exchange === 'BINANCE')
    return {
      source: 'binance',
      sourceSymbol: item.baseAsset && item.quoteAsset ? item.baseAsset + item.quoteAsset : item.symbol,
    };
  if (item.exchange === 'BMFBOVESPA')
    return item.assetType === 'futures' ? null : { source: 'brapi', sourceSymbol: item.symbol };
  if (['NASDAQ', 'NYSE', 'AMEX'].includes(item.exchange)) return { source: 'twelvedata', sourceSymbol: item.symbol };
  if (item.exchange === 'FX_IDC' || item.exchange === 'CAPITALCOM')
    return { source: 'twelvedata', sourceSymbol: slashed(item.symbol) };
  if (item.exchange === 'OANDA') return item.assetType === 'commodity' ? twelveDataCommodity(item.symbol) : null;
  return null;
}
