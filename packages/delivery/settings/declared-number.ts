import { z } from 'zod';
import type { SettingRule } from './declaration';

interface NumberSetting {
  rule: Extract<SettingRule, { kind: 'number' }>;
  default: string;
}

/** The zod field that reads a declared number setting: its bounds and its default are the declaration's. */
export function declaredNumber({ rule, default: fallback }: NumberSetting) {
  const whole = rule.integer ? z.coerce.number().int() : z.coerce.number();
  const bounded = rule.max === undefined ? whole.min(rule.min) : whole.min(rule.min).max(rule.max);
  return bounded.default(Number(fallback));
}
