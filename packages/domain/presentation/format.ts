import { significantDecimals, tickDecimals, type TickedAsset } from '../price-tick';

/** pt-BR formatting of the card's capture time (São Paulo clock) and of prices. */
const captureFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

// Formatting with a time zone costs ~0.1 ms a call and a list of 1400 cards shares few distinct capture
// times, so each text is formatted once. Bounded so a long session cannot grow it without limit.
const captureTexts = new Map<string, string>();
const CAPTURE_TEXTS_MAX = 5000;

export function formatCaptureTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const known = captureTexts.get(iso);
  if (known !== undefined) return known;
  const at = new Date(iso);
  const text = Number.isNaN(at.getTime()) ? '—' : captureFormat.format(at);
  if (captureTexts.size >= CAPTURE_TEXTS_MAX) captureTexts.clear();
  captureTexts.set(iso, text);
  return text;
}

const dateTime = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  dateStyle: 'short',
  timeStyle: 'short',
});

/** dd/mm/aaaa hh:mm in Brasília time; '—' for a missing or bad date. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : dateTime.format(date);
}

const dateOnly = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** dd/mm/aaaa in Brasília time (the day a Brazilian reader would name); '—' for a missing or bad date. */
export function formatDate(date: Date | null | undefined): string {
  return date && !Number.isNaN(date.getTime()) ? dateOnly.format(date) : '—';
}

/** dd/mm/aaaa in Brasília time of a unix-seconds instant (subscription expiries, trial ends). */
export function formatUnixDate(unixSeconds: number): string {
  return formatDate(new Date(unixSeconds * 1000));
}

/** How many decimals a price shows: exactly `min` when the asset's tick is known, else up to `max` without trailing zeros. */
export interface PriceDigits {
  min: number;
  max: number;
}

/** The least any price shows, as real-time prices always did: 4 decimals under 1, else 2. */
const floorDecimals = (price: number) => (Math.abs(price) < 1 ? 4 : 2);

/**
 * The decimals of an asset's prices around `reference` (the price shown, or one price for a whole chart): its tick
 * (price-tick.ts), never fewer than the floor. An asset whose tick is unknown shows five significant digits, the
 * floor at least, and drops the trailing zeros a tick would have vouched for.
 */
export function priceDigits(asset: TickedAsset, reference: number): PriceDigits {
  const floor = floorDecimals(reference);
  const tick = tickDecimals(asset, reference);
  if (tick !== null) {
    const decimals = Math.max(floor, tick);
    return { min: decimals, max: decimals };
  }
  return { min: floor, max: Math.max(floor, significantDecimals(reference)) };
}

const priceFormats = new Map<string, Intl.NumberFormat>();

function priceFormat({ min, max }: PriceDigits): Intl.NumberFormat {
  const key = `${min}|${max}`;
  let found = priceFormats.get(key);
  if (!found)
    priceFormats.set(
      key,
      (found = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: min, maximumFractionDigits: max })),
    );
  return found;
}

const isPrice = (price: number | null | undefined): price is number =>
  price !== null && price !== undefined && Number.isFinite(price);

/** A price in pt-BR with the given digits (a chart formats all its prices alike); '—' when missing. */
export function formatPriceWith(price: number | null | undefined, digits: PriceDigits): string {
  return isPrice(price) ? priceFormat(digits).format(price) : '—';
}

/** A price in pt-BR with the asset's digits: EURUSD '1,08123', USDJPY '151,234', PETR4 '38,45', BTC '97.123,45'; '—' when missing. */
export function formatPrice(price: number | null | undefined, asset: TickedAsset): string {
  return isPrice(price) ? priceFormat(priceDigits(asset, price)).format(price) : '—';
}

const wireFormats = new Map<number, Intl.NumberFormat>();

/**
 * A price rounded to `decimals` the way the screens round it (Intl, from the number's shortest decimal form), so that
 * what travels shows the same as the exact value would: toFixed rounds the binary value, and an average such as
 * 1.178875 (stored a hair below) would come out one tick lower.
 */
export function roundPrice(value: number, decimals: number): number {
  let format = wireFormats.get(decimals);
  if (!format)
    wireFormats.set(
      decimals,
      (format = new Intl.NumberFormat('en-US', { useGrouping: false, maximumFractionDigits: decimals })),
    );
  return Number(format.format(value));
}
