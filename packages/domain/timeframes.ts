/** Timeframe keys as stored by the robot and used in routes and alerts. */
export const TIMEFRAMES = ['W', 'D', '240', '60', '15'] as const;
export type Timeframe = (typeof TIMEFRAMES)[number];

/** The user-facing option values use 'H' for the 60-minute timeframe (defaults: W, D, 240, H, 15). */
export const OPTION_TIMEFRAMES = ['W', 'D', '240', 'H', '15'] as const;
export type OptionTimeframe = (typeof OPTION_TIMEFRAMES)[number];

export const TIMEFRAME_MINUTES: Record<Timeframe, number> = {
  '15': 15,
  '60': 60,
  '240': 240,
  D: 1440,
  W: 10080,
};

/** Labels shown on a reading row: 60 is shown as H. */
export const TIMEFRAME_LABEL: Record<Timeframe, string> = {
  '15': '15',
  '60': 'H',
  '240': '240',
  D: 'D',
  W: 'W',
};

export function isTimeframe(value: unknown): value is Timeframe {
  return typeof value === 'string' && (TIMEFRAMES as readonly string[]).includes(value);
}

export function optionToTimeframe(option: OptionTimeframe): Timeframe {
  return option === 'H' ? '60' : option;
}
