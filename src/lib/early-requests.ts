/**
 * GETs a page starts before the app's code has loaded (src/early-list.ts), handed over once to the code that would
 * make them: on a phone the dashboard's list then downloads while the app's code does, instead of after it.
 */
const pending = new Map<string, Promise<Response>>();

export function startEarly(url: string): void {
  if (!pending.has(url)) pending.set(url, fetch(url, { credentials: 'same-origin' }));
}

/** The early request for exactly this URL, once; null when none was started (or it was already taken). */
export function takeEarly(url: string): Promise<Response> | null {
  const found = pending.get(url) ?? null;
  pending.delete(url);
  return found;
}
