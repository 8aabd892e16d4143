/**
 * Local mode's clock can start at another instant and then advance in real time (the LOCAL_CLOCK setting): a demo of a
 * trading session, or a test that needs the B3 open, while the machine's calendar says Saturday night. Every `Date` of
 * this JavaScript realm reads it — the API, the demo robot and its markets, the notifier, and a test that drives them —
 * so they agree on what "now" is; timers and `performance.now()` keep real time, so nothing waits longer or shorter.
 * A browser driven by a test is given the same instant (tests/e2e/harness.ts).
 */
const clockKey = Symbol.for('agulhadas.localClock');

interface InstalledClock {
  offsetMs: number;
  realDate: DateConstructor;
}

type ClockRealm = typeof globalThis & { [clockKey]?: InstalledClock };

/**
 * Makes `Date.now()` and `new Date()` answer `startMs` at this moment, moving on in real time from it. Calling it
 * again moves the same clock to a new start.
 */
export function installLocalClock(startMs: number, realm: typeof globalThis = globalThis): void {
  if (!Number.isFinite(startMs)) throw new Error(`LOCAL_CLOCK: not an instant (${String(startMs)})`);
  const host = realm as ClockRealm;
  const installed = host[clockKey];
  if (installed) {
    installed.offsetMs = startMs - installed.realDate.now();
    return;
  }
  const realDate = realm.Date;
  const clock: InstalledClock = { offsetMs: startMs - realDate.now(), realDate };
  const now = () => realDate.now() + clock.offsetMs;
  host[clockKey] = clock;
  realm.Date = new Proxy(realDate, {
    construct: (target, args: unknown[], newTarget: NewableFunction) =>
      Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget),
    // `Date()` called without `new` answers the current time as text.
    apply: () => new realDate(now()).toString(),
    get: (target, property, receiver) => (property === 'now' ? now : Reflect.get(target, property, receiver)),
  });
}

/** The machine's clock, whether or not a local clock is installed: for tools that measure against it. */
export function machineNow(realm: typeof globalThis = globalThis): number {
  return ((realm as ClockRealm)[clockKey]?.realDate ?? realm.Date).now();
}

/** Back to the machine's clock. */
export function uninstallLocalClock(realm: typeof globalThis = globalThis): void {
  const host = realm as ClockRealm;
  const installed = host[clockKey];
  if (!installed) return;
  realm.Date = installed.realDate;
  delete host[clockKey];
}

/**
 * LOCAL_CLOCK, an ISO 8601 instant with its offset ('2026-11-25T12:00:00-03:00'): where local mode's clock starts.
 * Unset or blank: the machine's clock. Anything else stops the start with the setting's name.
 */
export function localClockStart(value: string | undefined): number | null {
  if (value === undefined || value.trim() === '') return null;
  const text = value.trim();
  const start = /(Z|[+-]\d\d:\d\d)$/.test(text) ? Date.parse(text) : Number.NaN;
  if (!Number.isFinite(start))
    throw new Error(
      `LOCAL_CLOCK must be an ISO 8601 instant with its offset, e.g. 2026-11-25T12:00:00-03:00 (got "${text}")`,
    );
  return start;
}
