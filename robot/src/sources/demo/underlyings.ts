import type { ShapedAsset } from './daily-shapes';

/**
 * Listings of one underlying (bitcoin on Binance in USDT and in euros, and as a Capital.com CFD; gold in dollars and in
 * euros) share one demo market: the underlying's path in dollars, converted at the demo's exchange rate and shifted by
 * a per-venue spread of a few basis points, so the same coin never shows unrelated prices at the same minute.
 */
export interface Listing {
  /** The shared market: named after the underlying, priced in dollars. */
  underlying: ShapedAsset;
  /** Listing price ÷ underlying price: the exchange rate to the listing's currency times the venue's spread. */
  factor: number;
}

/**
 * Dollars per unit of each quote currency the demo lists underlyings in: the reference rates of the universe's own
 * forex pairs (EURUSD 1.08, USDBRL 5.5), held constant. A constant rate keeps a listing an exact multiple of its
 * underlying's path; dividing by the demo's moving EURUSD second by second would need both markets' sessions to agree,
 * and crypto trades through the forex weekend.
 */
export const USD_PER_QUOTE: Readonly<Record<string, number>> = {
  USD: 1,
  USDT: 1,
  USDC: 1,
  FDUSD: 1,
  EUR: 1.08,
  BRL: 1 / 5.5,
};

/**
 * The dollar price each shared underlying starts from (its reference level). One number per underlying, not each
 * listing's own rounded reference: BTCEUR's 88 000 € is 95 040 $, and two anchors would keep the listings apart.
 */
export const UNDERLYING_USD_REFERENCE: Readonly<Record<string, number>> = {
  BTC: 95_000,
  ETH: 3_300,
  SOL: 180,
  XAU: 3_300,
};

/** Half-width of the venues' spread around the underlying, in basis points. */
export const SPREAD_BPS = 3;

/** Quotes longest first, so FDUSD is not read as a USD pair of "BTCFD". */
const QUOTES = Object.keys(USD_PER_QUOTE).sort((a, b) => b.length - a.length);

/** A deterministic spread in [-SPREAD_BPS, SPREAD_BPS] bp per venue (the exchange's name). */
function venueSpread(venue: string): number {
  let hash = 0;
  for (const char of venue) hash = (hash * 31 + char.charCodeAt(0)) % 10_007;
  return (((hash % 1001) / 500 - 1) * SPREAD_BPS) / 10_000;
}

/** The currency a listing is quoted in, among those the demo converts (USD_PER_QUOTE), or null. */
export function quoteOf(asset: string): string | null {
  const symbol = asset.split(':')[1] ?? '';
  return QUOTES.find((q) => symbol.endsWith(q) && symbol.length > q.length) ?? null;
}

/** The shared underlying of a listing, or null for an asset with its own market. */
export function listingOf(asset: ShapedAsset): Listing | null {
  const [venue = '', symbol = ''] = asset.asset.split(':');
  const quote = quoteOf(asset.asset);
  if (!quote) return null;
  const base = symbol.slice(0, -quote.length);
  const reference = UNDERLYING_USD_REFERENCE[base];
  if (reference === undefined) return null;
  // Crypto and its CFDs trade around the clock; gold trades on the forex week: each underlying keeps its own calendar.
  const crypto = asset.assetType === 'crypto' || asset.assetType === 'cryptocfd';
  const underlying: ShapedAsset = {
    asset: `UNDERLYING:${base}`,
    assetType: crypto ? 'crypto' : asset.assetType,
    marketHours: asset.marketHours,
    referencePrice: reference,
  };
  return { underlying, factor: (1 + venueSpread(venue)) / USD_PER_QUOTE[quote]! };
}
