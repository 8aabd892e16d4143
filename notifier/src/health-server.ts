import http from 'node:http';
import type { Notifier } from './notifier';

/** A due message waiting longer than this means the notifier is not keeping up (or not running its loops). */
export const HEALTH_MAX_DUE_AGE_MS = 2 * 60_000;

/** GET /health: 200 while the oldest due message has waited at most two minutes, else 503; the counts since start. */
export function startHealthServer(notifier: Notifier, port: number): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    if (request.url !== '/health') return void response.writeHead(404).end();
    notifier.oldestDueAgeMs().then(
      (age) =>
        response
          .writeHead(age > HEALTH_MAX_DUE_AGE_MS ? 503 : 200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ oldestDueSeconds: Math.round(age / 1000), totals: notifier.totals })),
      (error: unknown) => response.writeHead(503, { 'content-type': 'application/json' }).end(JSON.stringify({ error: String(error) })),
    );
  });
  return new Promise((resolve) => server.listen(port, () => resolve(server)));
}
