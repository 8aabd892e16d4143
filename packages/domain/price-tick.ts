import type { AssetType } from './categories';

/**
 * What decides an asset's tick: its type (from the universe data, or the type a VIP gave an own asset) and its
 * 'EXCHANGE:SYMBOL' key, whose symbol names a forex pair's quote currency. The type may be unknown to a screen that
 * only holds the key.
 */
export interface TickedAsset {
  asset: string;
  assetType?: AssetType | string | null;
}

const SIGNIFICANT_DIGITS = 5;
/** Beyond this nothing prices: a coin at 1e-8 still gets five significant digits. */
const MAX_DECIMALS = 12;
/** Cents: the tick of B3 and US stocks and funds, of futures and index CFDs as shown, and the least of any crypto. */
const CENTS = 2;

/** Forex pairs priced this high (USDHUF, USDKRW, USDCOP…) move in hundredths, as yen pairs do. */
const PIP_IN_CENTS_FROM = 100;

/** Decimals that give `price` at least five significant digits: 97 123 → 0, 1.08 → 4, 0.0000142 → 9. */
export function significantDecimals(price: number): number {
  const size = Math.abs(price);
  if (!Number.isFinite(size) || size === 0) return 0;
  return Math.min(MAX_DECIMALS, Math.max(0, SIGNIFICANT_DIGITS - 1 - Math.floor(Math.log10(size))));
}

/**
 * The decimals of the price grid an asset's market quotes on (its tick as a power of ten), at a price level:
 * forex in fifths of a pip, 0.00001 (pairs quoted in yen, or priced at 100 and more, 0.001); crypto, crypto CFDs and commodity CFDs by the
 * price's magnitude, five significant digits and never coarser than cents (BTC 0.01, PEPE 0.000000001); stocks, funds,
 * futures and index CFDs in cents. Null for a type this rule does not know.
 */
export function tickDecimals(asset: TickedAsset, price: number): number | null {
  switch (asset.assetType) {
    case 'forex':
      // The key ends with the symbol, whose last three letters are the quote currency.
      return asset.asset.toUpperCase().endsWith('JPY') || Math.abs(price) >= PIP_IN_CENTS_FROM ? 3 : 5;
    case 'crypto':
    case 'cryptocfd':
    case 'commodity':
      return Math.max(CENTS, significantDecimals(price));
    case 'stock':
    case 'fund':
    case 'futures':
    case 'index':
      return CENTS;
    default:
      return null;
  }
}
