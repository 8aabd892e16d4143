import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { telegramQueue } from '@agulhadas/delivery/queue/telegram-queue';
import { config, overrideConfig } from '../../api/src/config';
import { overrideApiClock } from '../../api/src/http/define-function';
import type { Store } from '../../api/src/store/types';
import { call, freshStore } from '../support/api-client';
import { message } from './notifier/notifier-support';

/** GET /api/health against the embedded store: anonymous, never cached, 503 past the shared thresholds. */
const T0 = Date.parse('2026-11-20T12:00:00.000Z');
const at = (ms: number) => overrideApiClock(() => new Date(ms));
const minutes = (count: number) => count * 60_000;
const health = () => call<Record<string, unknown>>('health');
const robotRound = () =>
  call('ingest', { method: 'POST', body: { items: [{}] }, headers: { 'x-robot-key': config().robotKey } });

let store: Store;
beforeEach(async () => {
  store = await freshStore();
  at(T0);
});
afterEach(() => overrideApiClock(null));

describe('GET /api/health', () => {
  it('answers a fresh store 200, anonymously and uncached, with the version, the store, the robot and every queue', async () => {
    overrideConfig({ version: '3f2c1ab' });
    const answer = await health();
    overrideConfig({ version: 'local' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body).toEqual({
      version: '3f2c1ab',
      status: 'ok',
      reasons: [],
      store: { reachable: true, roundTripMs: expect.any(Number) },
      robot: { lastRoundAt: null, lastRoundAgeSeconds: null },
      queues: {
        telegram: { oldestDueSeconds: null },
        push: { oldestDueSeconds: null },
        email: { oldestDueSeconds: null },
      },
    });
  });

  it('answers 503 once the robot has not posted a round for more than 30 minutes', async () => {
    expect((await robotRound()).status).toBe(200);
    at(T0 + minutes(30));
    expect(await health()).toMatchObject({
      status: 200,
      body: { status: 'ok', robot: { lastRoundAt: new Date(T0).toISOString(), lastRoundAgeSeconds: 1800 } },
    });
    at(T0 + minutes(30) + 1_000);
    expect(await health()).toMatchObject({
      status: 503,
      body: { status: 'degraded', reasons: ['robot-round-late'], robot: { lastRoundAgeSeconds: 1801 } },
    });
    expect((await robotRound()).status).toBe(200);
    expect(await health()).toMatchObject({ status: 200, body: { reasons: [], robot: { lastRoundAgeSeconds: 0 } } });
  });

  it('answers 503 once a Telegram message has been due for more than two minutes', async () => {
    await telegramQueue(store).insertOne({ ...message('h1', '9100', 1), nextAttemptAt: new Date(T0).toISOString() });
    at(T0 + minutes(2));
    expect(await health()).toMatchObject({
      status: 200,
      body: { status: 'ok', queues: { telegram: { oldestDueSeconds: 120 } } },
    });
    at(T0 + minutes(2) + 1_000);
    expect(await health()).toMatchObject({
      status: 503,
      body: {
        status: 'degraded',
        reasons: ['telegram-queue-late'],
        queues: { telegram: { oldestDueSeconds: 121 }, push: { oldestDueSeconds: null } },
      },
    });
  });

  it('answers 503 "store unreachable" when the store fails, without the error or a stack trace', async () => {
    jest
      .spyOn(store, 'ping')
      .mockRejectedValue(new Error('connect ECONNREFUSED 10.20.30.40:27017 mongodb://admin:s3cret@db'));
    const answer = await health();
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({
      version: 'local',
      status: 'degraded',
      reasons: ['store-unreachable'],
      store: { reachable: false, roundTripMs: null },
      robot: { lastRoundAt: null, lastRoundAgeSeconds: null },
      queues: {
        telegram: { oldestDueSeconds: null },
        push: { oldestDueSeconds: null },
        email: { oldestDueSeconds: null },
      },
    });
    expect(answer.text).not.toMatch(/ECONNREFUSED|s3cret|\bat /);
  });
});
