import type { Timeframe } from '@agulhadas/domain/timeframes';

/** What every card needs from the session, computed once per list render. */
export interface CardContext {
  now: Date;
  signedIn: boolean;
  paid: boolean;
  timeframes: Timeframe[];
  fadeExpired: boolean;
  layoutUrl: string | null;
  favoriteSet: ReadonlySet<string>;
  toggleFavorite: (asset: string) => void;
  /** Set on /appuser: the VIP may delete own assets. */
  onDelete?: (asset: string) => void;
}
