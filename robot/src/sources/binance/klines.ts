import { z } from 'zod';

/** A decimal sent as a string, as Binance sends prices and quantities. */
const decimal = z
  .string()
  .regex(/^-?\d+(\.\d+)?$/, 'decimal string')
  .transform(Number);

/**
 * One kline row (GET /api/v3/klines): [open time, open, high, low, close, volume, close time, quote volume,
 * trades, taker base volume, taker quote volume, unused]. Only the first seven matter here.
 */
const klineRow = z.tuple(
  [z.number().int(), decimal, decimal, decimal, decimal, decimal, z.number().int()],
  z.unknown(),
);

export const klinesSchema = z.array(klineRow);

export interface Kline {
  openTime: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  /** Last millisecond of the kline (open + length − 1): it has closed once the clock is past it. */
  closeTime: number;
}

export function toKlines(rows: z.infer<typeof klinesSchema>): Kline[] {
  return rows.map(([openTime, open, high, low, close, volume, closeTime]) => ({
    openTime,
    open,
    high,
    low,
    close,
    volume,
    closeTime,
  }));
}
