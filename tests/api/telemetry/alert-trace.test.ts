import { afterAll, afterEach, beforeAll, expect, it } from '@jest/globals';
import { SpanKind } from '@opentelemetry/api';
import { telegramQueue } from '@agulhadas/delivery/queue/telegram-queue';
import { closeToDeliveryByChannel } from '@agulhadas/delivery/telemetry/close-to-delivery-report';
import { hashPersonal } from '@agulhadas/delivery/telemetry/personal-data';
import { inSpan } from '@agulhadas/delivery/telemetry/spans';
import { startTelemetry, stopTelemetry, type Telemetry } from '@agulhadas/delivery/telemetry/start-telemetry';
import { traceHeaders } from '@agulhadas/delivery/telemetry/trace-context';
import { config } from '../../../api/src/config';
import { overrideApiClock } from '../../../api/src/http/define-function';
import { users } from '../../../api/src/store/users';
import { call } from '../../support/api-client';
import { drainQueues } from '../../support/drain-queues';
import { reading } from '../../support/fixtures';
import { arrangeAlertsWorld, buyAgulhada, createAlert, PETR4 } from '../alerts-support';

// The round comes two minutes after a quarter-hour close; the notifier's clock takes the message 9 s after the round.
const ROUND = new Date('2026-11-25T15:02:00.000Z');
const CANDLE_OPEN = new Date('2026-11-25T14:45:00.000Z');
const CANDLE_CLOSE = new Date('2026-11-25T15:00:00.000Z');
const DELIVERED = new Date(ROUND.getTime() + 9_000);
const CHAT = '987654321';

let telemetry: Telemetry;
beforeAll(async () => {
  telemetry = await startTelemetry({ service: 'agulhadas-test' });
});
afterAll(() => stopTelemetry());
afterEach(() => overrideApiClock(null));

it('one fired alert is one trace from the robot’s request through ingest, the alert engine and the queue to the Telegram send, and close-to-delivery starts at the candle’s close', async () => {
  const store = await arrangeAlertsWorld();
  await users(store).updateOne({ _id: 'ana' }, { $set: { telegram: { id: CHAT, active: true } } });
  expect((await createAlert(PETR4, '15', buyAgulhada)).status).toBe(200);
  telemetry.spans!.reset();

  overrideApiClock(() => ROUND);
  const closed = reading('15', { lastUpdate: CANDLE_OPEN.toISOString(), agulhado: 1, preco: 11.5, fechado: true });
  // The robot's side: its client span, whose context travels in the `traceparent` header.
  const answer = await inSpan('robot.ingest', { kind: SpanKind.CLIENT }, () =>
    call<{ alertsFired: number }>('ingest', {
      method: 'POST',
      body: { capturedAt: ROUND.toISOString(), items: [{ asset: PETR4, timeframe: '15', reading: closed }] },
      headers: { 'x-robot-key': config().robotKey, ...traceHeaders() },
    }),
  );
  expect(answer.body.alertsFired).toBe(1);
  const [queued] = await telegramQueue(store).find({}).toArray();
  expect(queued).toMatchObject({ chatId: CHAT, closeAt: CANDLE_CLOSE.toISOString() });
  expect(queued!.traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);

  expect((await drainQueues(store, DELIVERED)).telegram).toMatchObject({ sent: 1 });

  const spans = telemetry.spans!.all();
  const named = (name: string) => {
    const found = spans.filter((span) => span.name === name);
    expect(found).toHaveLength(1);
    return found[0]!;
  };
  const robot = named('robot.ingest');
  const ingest = named('api.ingest');
  const engine = named('api.alert-engine');
  const enqueue = named('api.enqueue');
  const send = named('notifier.send.telegram');
  const traceId = robot.spanContext().traceId;
  expect([ingest, engine, enqueue, send].map((span) => span.spanContext().traceId)).toEqual([
    traceId,
    traceId,
    traceId,
    traceId,
  ]);
  // Each step is the child of the one before: the stored traceparent names the enqueue span.
  expect(ingest.parentSpanContext?.spanId).toBe(robot.spanContext().spanId);
  expect(engine.parentSpanContext?.spanId).toBe(ingest.spanContext().spanId);
  expect(enqueue.parentSpanContext?.spanId).toBe(engine.spanContext().spanId);
  expect(send.parentSpanContext?.spanId).toBe(enqueue.spanContext().spanId);
  expect([robot.kind, ingest.kind, send.kind]).toEqual([SpanKind.CLIENT, SpanKind.SERVER, SpanKind.CLIENT]);
  expect(queued!.traceparent).toBe(`00-${traceId}-${enqueue.spanContext().spanId}-01`);
  // The chat id never reaches the telemetry; its hash does.
  expect(send.attributes['agulhadas.chat']).toBe(hashPersonal(CHAT));
  expect(JSON.stringify(spans.map((span) => span.attributes))).not.toContain(CHAT);

  const { resourceMetrics } = await telemetry.metrics!.collect();
  const telegram = closeToDeliveryByChannel(resourceMetrics).get('telegram');
  const expected = (DELIVERED.getTime() - CANDLE_CLOSE.getTime()) / 1000;
  expect(telegram).toMatchObject({ count: 1, min: expected, max: expected });
});
