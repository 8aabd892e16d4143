import http from 'node:http';
import type { Health } from './health';

/**
 * GET /health: the robot's health report as JSON: 200 while every source read within `staleAfterMs`, else 503. A
 * robot on standby (another holds the lease) reads nothing and is healthy while it waits.
 */
export function startHealthServer(health: Health, port: number, staleAfterMs: number): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    if (request.url !== '/health') return void response.writeHead(404).end();
    const report = health.report();
    const stale =
      report.lease?.role !== 'standby' &&
      report.sources.some((source) => source.assets > 0 && (source.lagSeconds === null || source.lagSeconds * 1000 > staleAfterMs));
    response.writeHead(stale ? 503 : 200, { 'content-type': 'application/json' }).end(JSON.stringify(report));
  });
  return new Promise((resolve) => server.listen(port, () => resolve(server)));
}
