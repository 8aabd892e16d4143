import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { hashPersonal } from '@agulhadas/delivery/telemetry/personal-data';
import { inSpan } from '@agulhadas/delivery/telemetry/spans';
import { startTelemetry, stopTelemetry } from '@agulhadas/delivery/telemetry/start-telemetry';
import { structuredLogger } from '@agulhadas/delivery/telemetry/structured-log';

beforeAll(() => startTelemetry({ service: 'agulhadas-test' }));
afterAll(() => stopTelemetry());

it('a log line is one JSON object carrying the active span’s trace and span ids, and none outside a span', async () => {
  const lines: string[] = [];
  const log = structuredLogger('agulhadas-notifier', (line) => lines.push(line));
  const ids = await inSpan('notifier.send.telegram', {}, async (span) => {
    log('notifier, last minute — Telegram: sent 1, 429 0, failed 0');
    return span.spanContext();
  });
  log.warn('outside');
  const [inside, outside] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  expect(inside).toMatchObject({
    level: 'info',
    service: 'agulhadas-notifier',
    trace_id: ids.traceId,
    span_id: ids.spanId,
  });
  // The text other tools grep for stays readable inside the JSON.
  expect(lines[0]).toContain('failed 0');
  expect(outside).toMatchObject({ level: 'warn', msg: 'outside' });
  expect(outside).not.toHaveProperty('trace_id');
});

it('personal data is hashed: the same value gives the same short hash, an address whatever its case, and the value never shows', () => {
  const hashed = hashPersonal('Ana.Silva@Example.com');
  expect(hashed).toMatch(/^h:[0-9a-f]{16}$/);
  expect(hashPersonal('ana.silva@example.com')).toBe(hashed);
  expect(hashed.toLowerCase()).not.toContain('ana');
  expect(hashPersonal('123456789')).not.toBe(hashPersonal('123456780'));
  expect(hashPersonal('123456789')).not.toContain('123456789');
});
