import type { Timeframe } from '@agulhadas/domain/timeframes';
import type { CandleItem, RobotApi } from '../contract/robot-api';
import type { SeriesBook } from './series-book';

/** How much one POST /api/ingest carries. */
export interface RequestLimits {
  candles: number;
  items: number;
}

/**
 * What one request carries, chosen by measurement (`npm run bench -- latency`, docs/decisions/README.md): a request's time
 * grows with the alerts on its assets, which the API reads and evaluates in it, and the most popular assets hold
 * thousands each; 200 series keep the slowest steady request near 4 s at 1 000 000 alerts against a database 2 ms
 * away, and 15 000 candles (50 series of a 300-candle backfill) the slowest backfill request near 3.5 s, far inside
 * the 45 s Static Web Apps gives a request.
 */
export const REQUEST_LIMITS: RequestLimits = { candles: 15_000, items: 200 };

export interface PostOutcome {
  series: number;
  candles: number;
  refused: Array<{ asset: string; timeframe: string; error: string }>;
}

/** The requests a list of series goes in, in order: each within both limits (a longer series goes alone). */
export function requestBatches(items: readonly CandleItem[], limits: RequestLimits = REQUEST_LIMITS): CandleItem[][] {
  const out: CandleItem[][] = [];
  let current: CandleItem[] = [];
  let candles = 0;
  for (const item of items) {
    if (current.length > 0 && (current.length >= limits.items || candles + item.candles.length > limits.candles)) {
      out.push(current);
      current = [];
      candles = 0;
    }
    current.push(item);
    candles += item.candles.length;
  }
  if (current.length) out.push(current);
  return out;
}

/**
 * Sends every series with unsent candles to POST /api/ingest and settles each by its own answer: stored or unchanged
 * leaves the book, refused stays for the next round (dropped after a few). A failed request leaves its batch unsent.
 */
export async function postPending(
  api: RobotApi,
  book: SeriesBook,
  now: Date,
  log: (line: string) => void,
): Promise<PostOutcome> {
  const outcome: PostOutcome = { series: 0, candles: 0, refused: [] };
  for (const batch of requestBatches(book.pending())) {
    const results = await api.ingest(now, batch);
    batch.forEach((item, index) => {
      const result = results[index];
      if (result && result.status !== 'refused') {
        book.accepted(item.asset, item.timeframe, item.candles.length);
        outcome.series += 1;
        outcome.candles += item.candles.length;
        return;
      }
      const error = result?.error ?? 'sem resposta para o item';
      outcome.refused.push({ asset: item.asset, timeframe: item.timeframe, error });
      if (book.refused(item.asset, item.timeframe as Timeframe))
        log(`robot: ${item.asset} (${item.timeframe}) refused round after round, its unsent candles dropped: ${error}`);
    });
  }
  return outcome;
}
