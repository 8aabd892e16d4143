import type { Caller } from '../../identity/caller';

/** Who a back-office entry of the trail names: the signed-in admin's e-mail (or id when none is known) and id. */
export function adminActor(caller: Caller): { who: string; adminUserId: string } {
  return { who: caller.email || caller.userId, adminUserId: caller.userId };
}

/** The admin access always loads the caller; a missing one is a wiring error, not a user's. */
export function requireCaller(caller: Caller | null): Caller {
  if (!caller) throw new Error('back-office handler without a caller');
  return caller;
}
