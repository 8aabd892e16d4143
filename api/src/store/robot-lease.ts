import { leaseBook, type LeaseDoc } from '@agulhadas/delivery/lease/lease-book';
import type { RobotLeaseAnswer } from '@agulhadas/domain/robot/robot-lease';
import type { Store } from './types';

/** The one robot allowed to run the rounds of a set of sources (`robot:<sources>`), and until when its lease holds unrenewed. */
const robotLeases = leaseBook('robot_lease');
const leaseId = (scope: string) => `robot:${scope}`;

const answer = (doc: LeaseDoc | null, caller: string, now: number): RobotLeaseAnswer => {
  const live = doc !== null && doc.owner !== null && doc.leaseUntil > now;
  return {
    held: live && doc.owner === caller,
    holder: live ? doc.owner : null,
    until: live ? new Date(doc.leaseUntil).toISOString() : null,
  };
};

/**
 * Renews the caller's lease, or takes it when nobody holds it (never held, released, or run out); otherwise answers
 * who holds it.
 */
export async function takeRobotLease(
  store: Store,
  scope: string,
  holder: string,
  now: number,
  leaseMs: number,
): Promise<RobotLeaseAnswer> {
  const id = leaseId(scope);
  const lease =
    (await robotLeases.renew(store, id, holder, now, leaseMs)) ??
    (await robotLeases.claim(store, id, holder, now, leaseMs));
  return answer(lease ?? (await robotLeases.leases(store).findOne({ _id: id })), holder, now);
}

/** Gives the caller's lease up (a graceful stop); a lease another robot holds is left alone. */
export async function releaseRobotLease(
  store: Store,
  scope: string,
  holder: string,
  now: number,
): Promise<RobotLeaseAnswer> {
  const id = leaseId(scope);
  await robotLeases.release(store, id, holder);
  return answer(await robotLeases.leases(store).findOne({ _id: id }), holder, now);
}
