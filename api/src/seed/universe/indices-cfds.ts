import type { PlainRow } from './rows';

/** Indices CFDs — OANDA index CFDs (OANDA, index). Reference prices in index points. */
export const INDICES_CFDS: readonly PlainRow[] = [
  ['SPX500USD', 'US SPX 500', 6000],
  ['NAS100USD', 'US Nas 100', 21500],
  ['US30USD', 'US Wall St 30', 44000],
  ['US2000USD', 'US Russell 2000', 2200],
  ['DE30EUR', 'Germany 30', 22000],
  ['UK100GBP', 'UK 100', 8700],
  ['JP225USD', 'Japan 225', 39000],
  ['JP225YJPY', 'Japan 225 (JPY)', 39000],
  ['FR40EUR', 'France 40', 7800],
  ['EU50EUR', 'Europe 50', 5300],
  ['ESPIXEUR', 'Spain 35', 13000],
  ['NL25EUR', 'Netherlands 25', 900],
  ['CH20CHF', 'Switzerland 20', 12000],
  ['AU200AUD', 'Australia 200', 8300],
  ['HK33HKD', 'Hong Kong 33', 23000],
  ['CHINAHHKD', 'China H Shares', 8000],
  ['CN50USD', 'China A50', 13500],
  ['SG30SGD', 'Singapore 30', 390],
  ['IN50USD', 'India 50', 24000],
  ['TWIXUSD', 'Taiwan Index', 1100],
];
