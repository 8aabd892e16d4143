/** localStorage names used by the real-time dashboard. */
export const SUBSCRIBED_SYMBOLS_KEY = 'subscribedSymbols';
export const SELECTED_TIMEFRAMES_KEY = 'selectedTimeframes';
