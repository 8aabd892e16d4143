import type { RobotLeaseAnswer } from '@agulhadas/domain/robot/robot-lease';
import type { RobotApi } from '../contract/robot-api';
import type { Health } from '../health/health';

export interface LeaseTimings {
  /** How long the lease holds without a renewal: a robot killed without releasing it blocks the next for this long. */
  leaseMs: number;
  /** The holder renews this often: several renewals fit in one lease, so one failed call does not lose it. */
  renewEveryMs: number;
  /** A robot on standby asks this often whether the lease is free. */
  waitEveryMs: number;
}

export const LEASE_TIMINGS: LeaseTimings = { leaseMs: 180_000, renewEveryMs: 60_000, waitEveryMs: 15_000 };

export interface RobotLease {
  /** Waits (on standby, said in the log and the health report) until this robot holds the lease. False if stopped first. */
  acquire(): Promise<boolean>;
  /** Renews the lease until released; `lost` is called once if another robot has it or it ran out unrenewed. */
  keep(lost: (reason: string) => void): void;
  /** Stops waiting or renewing, and gives the lease up so a robot on standby takes over at once. */
  release(): Promise<void>;
}

/**
 * The lease that lets one robot run the rounds (POST /api/robotLease). Two robots at once would read every market
 * twice and publish every trade twice; a deploy starts the new revision before the old one stops, so the new one
 * waits on standby until the old one lets go.
 */
export function createRobotLease(options: {
  api: RobotApi;
  /** The robot's sources, sorted and comma-separated (robots that split the universe by source hold a lease each). */
  scope: string;
  holder: string;
  health: Health;
  log: (line: string) => void;
  timings?: LeaseTimings;
}): RobotLease {
  const { api, scope, holder, health, log } = options;
  const timings = options.timings ?? LEASE_TIMINGS;
  const seconds = Math.round(timings.leaseMs / 1000);
  let stopped = false;
  let wake: (() => void) | null = null;
  let renewal: NodeJS.Timeout | null = null;
  let heldUntil = 0;

  const record = (answer: RobotLeaseAnswer) =>
    health.lease({ role: answer.held ? 'active' : 'standby', holder: answer.holder, until: answer.until });
  const pause = (ms: number) =>
    new Promise<void>((done) => {
      const timer = setTimeout(done, ms);
      wake = () => {
        clearTimeout(timer);
        done();
      };
    });

  return {
    async acquire() {
      let waitingFor: string | null | undefined;
      while (!stopped) {
        try {
          const answer = await api.lease({ scope, holder, seconds });
          record(answer);
          if (answer.held) {
            heldUntil = Date.parse(answer.until!);
            log(`robot: lease held by this robot (${holder}) until ${answer.until}`);
            return true;
          }
          if (answer.holder !== waitingFor)
            log(`robot: on standby — robot ${answer.holder} holds the lease until ${answer.until}; waiting`);
          waitingFor = answer.holder;
        } catch (error) {
          log(`robot: lease check failed: ${error instanceof Error ? error.message : String(error)}`);
        }
        await pause(timings.waitEveryMs);
      }
      return false;
    },
    keep(lost) {
      const renew = async () => {
        try {
          const answer = await api.lease({ scope, holder, seconds });
          if (stopped) return;
          record(answer);
          if (answer.held) {
            heldUntil = Date.parse(answer.until!);
            return;
          }
          stopped = true;
          lost(`robot ${answer.holder ?? '?'} holds the lease`);
        } catch (error) {
          if (stopped) return;
          log(`robot: lease renewal failed: ${error instanceof Error ? error.message : String(error)}`);
          // Unrenewed past its end, another robot may already run the rounds: stop rather than run beside it.
          if (Date.now() >= heldUntil) {
            stopped = true;
            lost('the lease ran out without a renewal');
          }
        }
      };
      renewal = setInterval(() => void renew(), timings.renewEveryMs);
      renewal.unref();
    },
    async release() {
      stopped = true;
      wake?.();
      if (renewal) clearInterval(renewal);
      if (heldUntil === 0) return;
      await api
        .lease({ scope, holder, seconds, release: true })
        .catch((error: unknown) => log(`robot: lease release failed: ${String(error)}`));
    },
  };
}
