/**
 * The log of calls to a peer the robot depends on (the real-time hub, the API): while the peer is down, one line at
 * the first failure, then one summary every `summaryEveryMs` with the count, and one line when it answers again, so a
 * peer down for an hour costs a handful of lines instead of one per second.
 */
export interface PeerLog {
  failed(error: unknown): void;
  succeeded(): void;
}

export function createPeerLog(
  peer: string,
  log: (line: string) => void,
  summaryEveryMs: number,
  now: () => number = Date.now,
): PeerLog {
  let failures = 0;
  let downSince = 0;
  let lastLine = 0;
  const seconds = (ms: number) => `${Math.round(ms / 1000)} s`;
  return {
    failed(error) {
      const at = now();
      const reason = error instanceof Error ? error.message : String(error);
      failures += 1;
      if (failures === 1) {
        downSince = at;
        lastLine = at;
        log(`${peer} unreachable: ${reason}`);
      } else if (at - lastLine >= summaryEveryMs) {
        lastLine = at;
        log(`${peer} still unreachable: ${failures} failures in ${seconds(at - downSince)} (last: ${reason})`);
      }
    },
    succeeded() {
      if (failures === 0) return;
      log(`${peer} reachable again after ${failures} failures in ${seconds(now() - downSince)}`);
      failures = 0;
    },
  };
}
