/**
 * How an always-on process (the market robot, the notifier) stops when its host asks: Azure Container Apps sends
 * SIGTERM and kills the container after its grace period; a person presses Ctrl-C (SIGINT). The process stops taking
 * work and finishes what is in flight, but never for longer than `graceMs`: past it, what is still running is
 * abandoned (the leases it holds run out and another replica takes the work up), so the host never has to kill it.
 */

/** Under the 10 s within which a stopped replica must be gone, leaving time to close the health server and the store. */
export const SHUTDOWN_GRACE_MS = 8_000;

export interface ShutdownOptions {
  /** The process's name in the log lines. */
  name: string;
  /** Stops taking work, finishes what is in flight and closes what the process opened. */
  stop: () => Promise<void>;
  log: (line: string) => void;
  graceMs?: number;
  exit?: (code: number) => void;
  /** Where the signals come from (the process itself, or a test's emitter). */
  signals?: Pick<NodeJS.EventEmitter, 'on'>;
}

/** Settles true when `stop` finished within `graceMs`, false when the time ran out first (or `stop` failed). */
export async function stopWithin(
  stop: () => Promise<void>,
  graceMs: number,
  log: (line: string) => void,
): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((done) => {
    timer = setTimeout(() => done(false), graceMs);
  });
  const finished = stop().then(
    () => true,
    (error: unknown) => {
      log(`stopping failed: ${error instanceof Error ? error.message : String(error)}`);
      return false;
    },
  );
  try {
    return await Promise.race([finished, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Stops the process on SIGTERM or SIGINT, once: exit code 0 when everything finished within the grace period, 1 when
 * something was abandoned. A second signal exits at once. Answers the shutdown itself, for a process that must stop
 * for its own reasons (the robot that lost its lease).
 */
export function stopOnSignals(options: ShutdownOptions): (reason: string, code?: number) => Promise<void> {
  const graceMs = options.graceMs ?? SHUTDOWN_GRACE_MS;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let stopping: Promise<void> | null = null;
  const shutdown = (reason: string, code = 0): Promise<void> => {
    if (stopping) {
      options.log(`${options.name}: ${reason} while stopping; exiting now`);
      exit(1);
      return stopping;
    }
    options.log(`${options.name}: ${reason}; stopping (at most ${graceMs / 1000} s)…`);
    stopping = stopWithin(options.stop, graceMs, options.log).then((finished) => {
      if (!finished) options.log(`${options.name}: still busy after ${graceMs / 1000} s; abandoning what is in flight`);
      exit(finished ? code : 1);
    });
    return stopping;
  };
  const signals = options.signals ?? process;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) signals.on(signal, () => void shutdown(signal));
  return shutdown;
}
