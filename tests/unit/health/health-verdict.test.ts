import { describe, expect, it } from '@jest/globals';
import { deployedVersion } from '@agulhadas/delivery/settings/deployed-version';
import {
  DUE_MESSAGE_MAX_AGE_MS,
  ROBOT_ROUND_MAX_AGE_MS,
  SOURCE_MAX_LAG_MS,
} from '@agulhadas/domain/health/health-thresholds';
import {
  healthHttpStatus,
  healthVerdict,
  lateQueueReasons,
  robotRoundReasons,
} from '@agulhadas/domain/health/health-verdict';

describe('health thresholds', () => {
  it('are two missed robot rounds, a source two rounds late plus its reading, and two minutes for a due message', () => {
    expect(ROBOT_ROUND_MAX_AGE_MS).toBe(30 * 60_000);
    expect(SOURCE_MAX_LAG_MS).toBe(35 * 60_000);
    expect(DUE_MESSAGE_MAX_AGE_MS).toBe(2 * 60_000);
  });

  it('call the robot late past 30 minutes, and not before its first round', () => {
    expect(robotRoundReasons(null)).toEqual([]);
    expect(robotRoundReasons(ROBOT_ROUND_MAX_AGE_MS)).toEqual([]);
    expect(robotRoundReasons(ROBOT_ROUND_MAX_AGE_MS + 1)).toEqual(['robot-round-late']);
  });

  it('name each queue whose oldest due message waited more than two minutes', () => {
    expect(lateQueueReasons({ telegram: null, push: null, email: null })).toEqual([]);
    expect(lateQueueReasons({ telegram: DUE_MESSAGE_MAX_AGE_MS, push: null, email: 0 })).toEqual([]);
    expect(
      lateQueueReasons({ telegram: DUE_MESSAGE_MAX_AGE_MS + 1, push: 10, email: DUE_MESSAGE_MAX_AGE_MS + 1 }),
    ).toEqual(['telegram-queue-late', 'email-queue-late']);
  });

  it('make a report degraded (503) with any reason, ok (200) with none', () => {
    expect(healthVerdict([])).toEqual({ status: 'ok', reasons: [] });
    expect(healthHttpStatus(healthVerdict([]))).toBe(200);
    expect(healthVerdict(['store-unreachable'])).toEqual({ status: 'degraded', reasons: ['store-unreachable'] });
    expect(healthHttpStatus(healthVerdict(['store-unreachable']))).toBe(503);
  });
});

describe('the deployed version', () => {
  it('is what the deploy set, or "local" when nothing did', () => {
    expect(deployedVersion(' 3f2c1ab ')).toBe('3f2c1ab');
    expect(deployedVersion('')).toBe('local');
    expect(deployedVersion(undefined)).toBe('local');
  });
});
