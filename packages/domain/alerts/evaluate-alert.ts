import type { Reading } from '../reading';
import type { Alert } from './alert';
import { compileRules } from './rule-predicate';

/** True when every rule of the alert holds on the reading. Ignores `active` and frequency: see `shouldFire`. */
export function evaluateAlert(alert: Pick<Alert, 'rules'>, reading: Reading): boolean {
  return compileRules(alert.rules)(reading);
}
