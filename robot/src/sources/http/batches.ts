/** Splits a list into runs of at most `size` (a provider's symbols per request, streams per connection). */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const step = Math.max(1, Math.floor(size));
  const runs: T[][] = [];
  for (let start = 0; start < items.length; start += step) runs.push(items.slice(start, start + step));
  return runs;
}

/**
 * Runs `work` over the items with at most `concurrency` in flight, results in item order. The first failure stops
 * starting new items (a rate limit hit by one call concerns them all); the items already in flight still finish, so
 * what they answered is not thrown away, then the run rejects with that first failure.
 */
export async function mapLimit<T, R>(
  items: readonly T[],
  concurrency: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const failures: unknown[] = [];
  const worker = async () => {
    while (failures.length === 0 && next < items.length) {
      const index = next;
      next += 1;
      try {
        results[index] = await work(items[index] as T);
      } catch (error) {
        failures.push(error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, worker));
  if (failures.length > 0) throw failures[0];
  return results;
}
