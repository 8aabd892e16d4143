/**
 * Waits until the store answers `prepare` (the notifier's index creation), trying again every `retryMs`. A notifier
 * started while its database is unreachable stays up and says so on /health (503, store unreachable) instead of
 * exiting in a restart loop; it starts sending once the database answers. Settles false when stopped first.
 */
export interface StoreReadiness {
  ready: Promise<boolean>;
  stop(): void;
}

const LOG_EVERY_ATTEMPTS = 12;

export function whenStoreReady(
  prepare: () => Promise<void>,
  log: (line: string) => void,
  retryMs = 5_000,
): StoreReadiness {
  let stopped = false;
  let wake: (() => void) | null = null;
  const ready = (async () => {
    for (let attempt = 1; !stopped; attempt += 1) {
      try {
        await prepare();
        if (attempt > 1) log(`notifier: the store answers after ${attempt} attempts`);
        return !stopped;
      } catch (error) {
        if (attempt % LOG_EVERY_ATTEMPTS === 1)
          log(
            `notifier: the store cannot be reached (attempt ${attempt}; retrying every ${retryMs / 1000} s): ${error instanceof Error ? error.message : String(error)}`,
          );
      }
      await new Promise<void>((done) => {
        const timer = setTimeout(done, retryMs);
        wake = () => {
          clearTimeout(timer);
          done();
        };
      });
    }
    return false;
  })();
  return {
    ready,
    stop() {
      stopped = true;
      wake?.();
    },
  };
}
