import type { RobotLeaseAnswer, RobotLeaseRequest } from '@agulhadas/domain/robot/robot-lease';
import type { RobotApi } from '../../robot/src/contract/robot-api';
import { createHealth } from '../../robot/src/health/health';
import { createRobotLease } from '../../robot/src/lease/robot-lease';

const TIMINGS = { leaseMs: 400, renewEveryMs: 50, waitEveryMs: 20 };
const later = (ms: number) => new Date(Date.now() + ms).toISOString();

/** A robot API whose lease answers come from `answer` (the rest of the robot's calls are not used here). */
function leaseApi(answer: (request: RobotLeaseRequest) => Promise<RobotLeaseAnswer>) {
  const requests: RobotLeaseRequest[] = [];
  const api = {
    lease: (request: RobotLeaseRequest) => {
      requests.push(request);
      return answer(request);
    },
  } as Pick<RobotApi, 'lease'> as RobotApi;
  return { api, requests };
}

const lostOnce = () => {
  const reasons: string[] = [];
  return { reasons, lost: (reason: string) => reasons.push(reason) };
};
const wait = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe('the robot keeping its lease', () => {
  it('stops at once when another robot holds the lease at a renewal', async () => {
    let calls = 0;
    const { api } = leaseApi(async () =>
      ++calls === 1
        ? { held: true, holder: 'me', until: later(400) }
        : { held: false, holder: 'other', until: later(400) },
    );
    const lease = createRobotLease({
      api,
      scope: 'demo',
      holder: 'me',
      health: createHealth(),
      log: () => undefined,
      timings: TIMINGS,
    });
    expect(await lease.acquire()).toBe(true);
    const { reasons, lost } = lostOnce();
    lease.keep(lost);
    await wait(200);
    expect(reasons).toEqual(['robot other holds the lease']);
    await lease.release();
  });

  it('rides out failed renewals while its lease lasts, and stops once it has run out', async () => {
    let calls = 0;
    const { api } = leaseApi(async () => {
      if (++calls === 1) return { held: true, holder: 'me', until: later(400) };
      throw new Error('/api/robotLease answered 503');
    });
    const log: string[] = [];
    const lease = createRobotLease({
      api,
      scope: 'demo',
      holder: 'me',
      health: createHealth(),
      log: (line) => log.push(line),
      timings: TIMINGS,
    });
    await lease.acquire();
    const { reasons, lost } = lostOnce();
    lease.keep(lost);
    await wait(250);
    expect(reasons).toEqual([]);
    expect(log.some((line) => line.includes('lease renewal failed'))).toBe(true);
    await wait(400);
    expect(reasons).toEqual(['the lease ran out without a renewal']);
    await lease.release();
  });

  it('a robot stopped on standby stops waiting and releases nothing it never held', async () => {
    const { api, requests } = leaseApi(async () => ({ held: false, holder: 'other', until: later(400) }));
    const health = createHealth();
    const lease = createRobotLease({
      api,
      scope: 'demo',
      holder: 'me',
      health,
      log: () => undefined,
      timings: TIMINGS,
    });
    const acquired = lease.acquire();
    await wait(60);
    expect(health.report().lease).toEqual({ role: 'standby', holder: 'other', until: expect.any(String) });
    await lease.release();
    expect(await acquired).toBe(false);
    expect(requests.some((request) => request.release)).toBe(false);
  });
});
