import { createWatchedSet, type WatchedSet } from '../../robot/src/realtime/watched-set';

/** A watched set whose API always answers these keys, for publisher tests that are not about who watches. */
export function watching(keys: readonly string[]): WatchedSet {
  return createWatchedSet({
    read: async () => ({ at: Date.now(), symbols: [...keys], subscribed: [] }),
    log: () => undefined,
  });
}
