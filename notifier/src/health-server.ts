import http from 'node:http';
import {
  healthHttpStatus,
  healthVerdict,
  lateQueueReasons,
  STORE_UNREACHABLE,
} from '@agulhadas/domain/health/health-verdict';
import type { Notifier } from './notifier';

const answer = (response: http.ServerResponse, status: number, report: object) =>
  response
    .writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
    .end(JSON.stringify(report));

/**
 * GET /health: the version, `ok` or `degraded` with the reasons (a queue whose oldest due message waited longer than
 * the shared threshold, or a store it cannot read), the oldest wait overall and per queue, and the counts since
 * start; 503 when degraded. The store's own error stays in the log: the report says only that it was unreachable.
 */
export function startHealthServer(
  notifier: Notifier,
  port: number,
  version: string,
  log: (line: string) => void,
): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    if (request.url !== '/health') return void response.writeHead(404).end();
    notifier.dueAges().then(
      (ages) => {
        const verdict = healthVerdict(lateQueueReasons(ages));
        const seconds = (ms: number | null) => (ms === null ? null : Math.round(ms / 1000));
        const oldest = Math.max(0, ...Object.values(ages).map((age) => age ?? 0));
        answer(response, healthHttpStatus(verdict), {
          version,
          ...verdict,
          oldestDueSeconds: Math.round(oldest / 1000),
          queues: { telegram: seconds(ages.telegram), push: seconds(ages.push), email: seconds(ages.email) },
          totals: notifier.totals,
        });
      },
      (error: unknown) => {
        log(`notifier: /health could not read the store: ${String(error)}`);
        answer(response, 503, { version, ...healthVerdict([STORE_UNREACHABLE]), totals: notifier.totals });
      },
    );
  });
  return new Promise((resolve) => server.listen(port, () => resolve(server)));
}
