/** The memory of one instance of the Azure Functions Consumption plan: what one request must stay far inside. */
export const CONSUMPTION_PLAN_BYTES = 1.5 * 1024 ** 3;

export interface MemoryPeak {
  rssBytes: number;
  heapUsedBytes: number;
}

const current = (): MemoryPeak => {
  const { rss, heapUsed } = process.memoryUsage();
  return { rssBytes: rss, heapUsedBytes: heapUsed };
};

/**
 * Samples the process's memory until stopped and answers the highest RSS and heap seen, with what they were at the
 * start (a request's own share is the growth over that start).
 */
export interface MemoryWatch {
  start: MemoryPeak;
  peak: MemoryPeak;
}

export function watchMemory(everyMs = 10): { stop(): MemoryWatch } {
  const start = current();
  const peak = { ...start };
  const sample = () => {
    const now = current();
    peak.rssBytes = Math.max(peak.rssBytes, now.rssBytes);
    peak.heapUsedBytes = Math.max(peak.heapUsedBytes, now.heapUsedBytes);
  };
  const timer = setInterval(sample, everyMs);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return { start, peak };
    },
  };
}

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 ** 2)} MB`;

/** One line: the peaks against the plan's 1.5 GB, and the growth over the start. */
export function memoryLine({ start, peak }: MemoryWatch): string {
  const share = (bytes: number) => `${((bytes / CONSUMPTION_PLAN_BYTES) * 100).toFixed(0)} %`;
  return (
    `peak RSS ${megabytes(peak.rssBytes)} (+${megabytes(peak.rssBytes - start.rssBytes)} over the start, ${share(peak.rssBytes - start.rssBytes)} of the Consumption plan's 1.5 GB), ` +
    `peak heap ${megabytes(peak.heapUsedBytes)} (+${megabytes(peak.heapUsedBytes - start.heapUsedBytes)})`
  );
}
