import http from 'node:http';
import { healthHttpStatus, healthVerdict } from '@agulhadas/domain/health/health-verdict';
import type { Health, HealthReport } from './health';

/**
 * A source that read nothing within `staleAfterMs`; none while on standby (another robot holds the lease and reads).
 * A source that has not read yet is given as long from the robot's start: a new revision's first round takes a while,
 * and a robot answering 503 meanwhile would never be taken as ready.
 */
function staleSourceReasons(report: HealthReport, staleAfterMs: number, now: Date): string[] {
  if (report.lease?.role === 'standby') return [];
  const startedLongAgo = now.getTime() - Date.parse(report.startedAt) > staleAfterMs;
  return report.sources
    .filter(
      (source) =>
        source.assets > 0 && (source.lagSeconds === null ? startedLongAgo : source.lagSeconds * 1000 > staleAfterMs),
    )
    .map((source) => `source-stale:${source.source}`);
}

/**
 * GET /health: the version, `ok` or `degraded` with the reasons (each source that has not read within
 * `staleAfterMs`), then the robot's own report; 503 when degraded. A robot on standby reads nothing and is healthy
 * while it waits; a robot just started is healthy until its sources had `staleAfterMs` to read.
 */
export function startHealthServer(
  health: Health,
  port: number,
  staleAfterMs: number,
  version: string,
  clock: () => Date = () => new Date(),
): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    if (request.url !== '/health') return void response.writeHead(404).end();
    const now = clock();
    const report = health.report(now);
    const verdict = healthVerdict(staleSourceReasons(report, staleAfterMs, now));
    response
      .writeHead(healthHttpStatus(verdict), { 'content-type': 'application/json', 'cache-control': 'no-store' })
      .end(JSON.stringify({ version, ...verdict, ...report }));
  });
  return new Promise((resolve) => server.listen(port, () => resolve(server)));
}
