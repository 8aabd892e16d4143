import { useEffect, useState } from 'react';
import useSWR from 'swr';
import type { CheckoutOutcome } from '@agulhadas/domain/billing/checkout-outcome';

/** How often /assinou asks while the provider's events are on their way, and for how long before giving up. */
const POLL_MS = 2000;
const GIVE_UP_MS = 30_000;

/**
 * What the card checkout `session` turned into (GET /api/getCheckoutOutcome), asked again every 2 s while
 * it is pending; after 30 s it stops and `gaveUp` is true. Without a session id there is nothing to ask.
 */
export function useCheckoutOutcome(session: string | null): {
  outcome: CheckoutOutcome | undefined;
  failed: boolean;
  gaveUp: boolean;
} {
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setGaveUp(true), GIVE_UP_MS);
    return () => window.clearTimeout(timer);
  }, [session]);
  const { data, error } = useSWR<CheckoutOutcome>(
    session ? `/api/getCheckoutOutcome?session=${encodeURIComponent(session)}` : null,
    {
      refreshInterval: (latest) => (latest?.state === 'pending' && !gaveUp ? POLL_MS : 0),
    },
  );
  return { outcome: data, failed: Boolean(error), gaveUp: gaveUp && (data === undefined || data.state === 'pending') };
}
