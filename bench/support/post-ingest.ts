import { performance } from 'node:perf_hooks';
import type { IngestBody } from '../../api/src/ingest/ingest-schema';
import { call } from '../../tests/support/api-client';

/** One robot call to the ingest function; answers its time in ms, and throws on anything but a full acceptance. */
export async function postIngest(items: IngestBody['items'], robotKey: string): Promise<number> {
  const started = performance.now();
  const answer = await call<{ refused: number }>('ingest', {
    method: 'POST',
    body: { items },
    headers: { 'x-robot-key': robotKey },
  });
  if (answer.status !== 200 || answer.body.refused)
    throw new Error(`ingest answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  return performance.now() - started;
}
