import { overrideConfig } from '../../api/src/config';
import type { Store } from '../../api/src/store/types';
import { call, freshStore } from '../support/api-client';
import { fakeDateOnly } from '../support/fake-date';
import { WEEKDAY_SESSION } from '../support/test-instants';

const KEY = 'lease-test-robot-key-0123456789';
const headers = { 'x-robot-key': KEY };
let store: Store;

const lease = (body: object) =>
  call('robotLease', { method: 'POST', headers, body: { scope: 'binance,brapi', ...body } });
const at = (seconds: number) => jest.setSystemTime(WEEKDAY_SESSION + seconds * 1000);
const iso = (seconds: number) => new Date(WEEKDAY_SESSION + seconds * 1000).toISOString();

beforeEach(async () => {
  overrideConfig({ robotKey: KEY });
  fakeDateOnly(WEEKDAY_SESSION);
  store = await freshStore();
});
afterEach(async () => {
  jest.useRealTimers();
  await store.close();
});

/** One robot runs the rounds at a time: the lease is taken, renewed, waited for, released and taken over. */
describe('POST /api/robotLease', () => {
  it('refuses a caller without the robot key, and a request it cannot read, in Portuguese, taking nothing', async () => {
    expect(await call('robotLease', { method: 'POST', body: { holder: 'a', seconds: 60 } })).toMatchObject({
      status: 401,
    });
    const bad = await lease({ holder: 'a b', seconds: 60 });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ error: expect.stringMatching(/^Pedido de exclusividade do robô inválido — /) });
    expect((await lease({ holder: 'a', seconds: 1 })).status).toBe(400);
    expect((await lease({ holder: 'b', seconds: 60 })).body).toEqual({ held: true, holder: 'b', until: iso(60) });
  });

  it('the first robot holds it; the second is told who holds it and until when; a renewal moves the end on', async () => {
    expect((await lease({ holder: 'old', seconds: 180 })).body).toEqual({ held: true, holder: 'old', until: iso(180) });
    at(5);
    expect((await lease({ holder: 'new', seconds: 180 })).body).toEqual({
      held: false,
      holder: 'old',
      until: iso(180),
    });
    at(60);
    expect((await lease({ holder: 'old', seconds: 180 })).body).toEqual({ held: true, holder: 'old', until: iso(240) });
    at(200);
    expect((await lease({ holder: 'new', seconds: 180 })).body).toEqual({
      held: false,
      holder: 'old',
      until: iso(240),
    });
  });

  it('a released lease is taken at once by the robot waiting; a release by a robot that does not hold it changes nothing', async () => {
    await lease({ holder: 'old', seconds: 180 });
    at(10);
    expect((await lease({ holder: 'new', seconds: 180, release: true })).body).toEqual({
      held: false,
      holder: 'old',
      until: iso(180),
    });
    expect((await lease({ holder: 'old', seconds: 180, release: true })).body).toEqual({
      held: false,
      holder: null,
      until: null,
    });
    expect((await lease({ holder: 'new', seconds: 180 })).body).toEqual({ held: true, holder: 'new', until: iso(190) });
  });

  it('a robot that died holding it blocks the next one only until the lease runs out', async () => {
    await lease({ holder: 'dead', seconds: 180 });
    at(179);
    expect((await lease({ holder: 'next', seconds: 180 })).body).toMatchObject({ held: false, holder: 'dead' });
    at(180);
    expect((await lease({ holder: 'next', seconds: 180 })).body).toEqual({
      held: true,
      holder: 'next',
      until: iso(360),
    });
    expect((await lease({ holder: 'dead', seconds: 180 })).body).toMatchObject({ held: false, holder: 'next' });
  });

  it('robots that split the universe by source hold a lease each', async () => {
    expect((await lease({ holder: 'markets', seconds: 60 })).body).toMatchObject({ held: true });
    expect((await lease({ scope: 'twelvedata', holder: 'fx', seconds: 60 })).body).toMatchObject({ held: true });
    expect((await lease({ scope: 'twelvedata', holder: 'fx-2', seconds: 60 })).body).toMatchObject({
      held: false,
      holder: 'fx',
    });
  });

  it('of two robots asking at the same moment, exactly one gets it', async () => {
    const answers = await Promise.all(['a', 'b', 'c', 'd'].map((holder) => lease({ holder, seconds: 60 })));
    expect(answers.filter((answer) => (answer.body as { held: boolean }).held)).toHaveLength(1);
  });
});
