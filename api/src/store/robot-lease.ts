import type { RobotLeaseAnswer } from '@agulhadas/domain/robot/robot-lease';
import { DuplicateKeyError, type Store } from './types';

/** The one robot allowed to run the rounds of a set of sources (`robot:<sources>`), and until when its lease holds unrenewed. */
export interface RobotLeaseDoc {
  _id: string;
  holder: string | null;
  leaseUntil: number;
}

const leaseId = (scope: string) => `robot:${scope}`;
export const robotLeases = (store: Store) => store.collection<RobotLeaseDoc>('robot_lease');

const answer = (doc: RobotLeaseDoc | null, caller: string, now: number): RobotLeaseAnswer => {
  const live = doc !== null && doc.holder !== null && doc.leaseUntil > now;
  return {
    held: live && doc.holder === caller,
    holder: live ? doc.holder : null,
    until: live ? new Date(doc.leaseUntil).toISOString() : null,
  };
};

/**
 * Renews the caller's lease, or takes it when nobody holds it (never held, released, or run out); otherwise answers
 * who holds it. Each step is one compare-and-set on the single document, so two robots asking at once never both
 * get it.
 */
export async function takeRobotLease(store: Store, scope: string, holder: string, now: number, leaseMs: number): Promise<RobotLeaseAnswer> {
  const leases = robotLeases(store);
  const id = leaseId(scope);
  const renewed = await leases.findOneAndUpdate(
    { _id: id, holder, leaseUntil: { $gt: now } },
    { $set: { leaseUntil: now + leaseMs } },
    { returnDocument: 'after' },
  );
  if (renewed) return answer(renewed, holder, now);
  try {
    const taken = await leases.findOneAndUpdate(
      { _id: id, leaseUntil: { $lte: now } },
      { $set: { holder, leaseUntil: now + leaseMs } },
      { upsert: true, returnDocument: 'after' },
    );
    return answer(taken, holder, now);
  } catch (error) {
    // Held by another robot: the upsert's insert of the same id is refused.
    if (!(error instanceof DuplicateKeyError)) throw error;
    return answer(await leases.findOne({ _id: id }), holder, now);
  }
}

/** Gives the caller's lease up (a graceful stop); a lease another robot holds is left alone. */
export async function releaseRobotLease(store: Store, scope: string, holder: string, now: number): Promise<RobotLeaseAnswer> {
  const id = leaseId(scope);
  await robotLeases(store).updateOne({ _id: id, holder }, { $set: { holder: null, leaseUntil: now } });
  return answer(await robotLeases(store).findOne({ _id: id }), holder, now);
}
