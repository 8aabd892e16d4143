/**
 * Real-time timeframes (Diário, 4H, 1H, 15m, 5m, 1m). Kept apart from `Timeframe`
 * (packages/domain/timeframes.ts), which the robot, alerts and routes use and which has no 5 or 1 minute.
 */
export const REALTIME_TIMEFRAMES = ['D', '240', '60', '15', '5', '1'] as const;
export type RealtimeTimeframe = (typeof REALTIME_TIMEFRAMES)[number];

export const REALTIME_TIMEFRAME_LABEL: Record<RealtimeTimeframe, string> = {
  D: 'Diário',
  '240': '4H',
  '60': '1H',
  '15': '15m',
  '5': '5m',
  '1': '1m',
};

export const REALTIME_TIMEFRAME_MINUTES: Record<RealtimeTimeframe, number> = {
  D: 1440,
  '240': 240,
  '60': 60,
  '15': 15,
  '5': 5,
  '1': 1,
};

export function isRealtimeTimeframe(value: unknown): value is RealtimeTimeframe {
  return typeof value === 'string' && (REALTIME_TIMEFRAMES as readonly string[]).includes(value);
}

/** Open time (epoch ms, UTC) of the candle of `timeframe` that contains `time`. */
export function realtimeBucketStart(time: number, timeframe: RealtimeTimeframe): number {
  const size = REALTIME_TIMEFRAME_MINUTES[timeframe] * 60_000;
  return Math.floor(time / size) * size;
}
