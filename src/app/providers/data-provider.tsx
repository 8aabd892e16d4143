import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { swrFetcher } from '../../lib/api';

/** Data-fetching defaults: dedupe 2 s, focus throttle 5 s, error retry 5 s. */
export const SWR_DEFAULTS = {
  dedupingInterval: 2000,
  focusThrottleInterval: 5000,
  errorRetryInterval: 5000,
} as const;

export function DataProvider({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ ...SWR_DEFAULTS, fetcher: swrFetcher }}>{children}</SWRConfig>;
}
