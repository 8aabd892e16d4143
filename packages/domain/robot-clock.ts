/** Clock skew tolerated on the times the robot sends: anything later than now plus this is dated in the future. */
export const FUTURE_TOLERANCE_MS = 60_000;

export function isInTheFuture(time: number, now: Date): boolean {
  return time > now.getTime() + FUTURE_TOLERANCE_MS;
}
