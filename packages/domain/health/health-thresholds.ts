/**
 * Limits past which a runtime's `GET /health` answers 503 (degraded). One module, so the API, the robot and the
 * notifier judge the same facts the same way.
 */

/**
 * The robot posts a round every 15 minutes: 30 minutes without one means two rounds in a row are missing (a robot
 * down or cut off from the API), not one slow round, so the probe does not flap.
 */
export const ROBOT_ROUND_MAX_AGE_MS = 30 * 60_000;

/**
 * A source the robot reads every 15 minutes: 35 minutes without a successful read is two missed rounds plus the
 * round's start delay and the reading itself.
 */
export const SOURCE_MAX_LAG_MS = 35 * 60_000;

/**
 * The notifier sends a due message within seconds (its loops idle at most a few seconds): one waiting two minutes
 * means it is not keeping up or not running, and an alert that late has lost most of its worth to a trader.
 */
export const DUE_MESSAGE_MAX_AGE_MS = 2 * 60_000;
