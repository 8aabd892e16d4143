/** Waits for `check` to hold, polling every 10 ms; fails after `timeoutMs` (streams and timers answer on their own time). */
export async function until(check: () => boolean, timeoutMs = 3000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
