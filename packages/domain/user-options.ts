import { OPTION_TIMEFRAMES, type OptionTimeframe } from './timeframes';

/** Local storage names. */
export const STORAGE_KEYS = {
  favoriteList: 'favoriteList',
  localFavorites: 'localFavorites',
  userOptions: 'userOptions',
  subscribedSymbols: 'subscribedSymbols',
  selectedTimeframes: 'selectedTimeframes',
  cartProducts: 'cartProducts',
} as const;

export interface UserOptions {
  alertFrequency: '15' | 'tf' | 'once';
  timeframes: OptionTimeframe[];
  fadeExpiredTf: boolean;
  tvlayout: boolean;
}

/** Defaults: tvlayout false; timeframes W, D, 240, H, 15; fade expired on; frequency tf. */
export const DEFAULT_USER_OPTIONS: UserOptions = {
  alertFrequency: 'tf',
  timeframes: [...OPTION_TIMEFRAMES],
  fadeExpiredTf: true,
  tvlayout: false,
};

export interface FavoriteListItem {
  id: number;
  name: string;
  assets: string[];
}

export const MAX_FAVORITE_LISTS = 5;
