import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/**
 * A route whose screen loads only when it is visited (its own chunk), so the dashboard's first load does not
 * carry the commerce, alerts and real-time screens: `{ path, lazy: lazyScreen(() => import('./x'), 'XScreen') }`.
 */
export function lazyScreen<M, K extends keyof M>(load: () => Promise<M>, name: K): NonNullable<RouteObject['lazy']> {
  return async () => ({ Component: (await load())[name] as ComponentType });
}
