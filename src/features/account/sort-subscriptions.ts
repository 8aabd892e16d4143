/**
 * Latest expiry first, as /conta lists them. Subscriptions without an expiry go last, as the API's
 * `sort: { expiry: -1 }` puts them, so the list does not jump when the client re-sorts. Returns a new array.
 */
export function sortSubscriptionsByExpiry<T extends { expiry?: number | null }>(subscriptions: readonly T[]): T[] {
  const rank = (expiry: number | null | undefined) => (typeof expiry === 'number' ? expiry : Number.NEGATIVE_INFINITY);
  return [...subscriptions].sort((a, b) => {
    const left = rank(a.expiry);
    const right = rank(b.expiry);
    return left === right ? 0 : right > left ? 1 : -1;
  });
}
