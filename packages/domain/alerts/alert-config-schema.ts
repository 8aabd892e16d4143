import { multiLineText, oneLineText } from '../validation/text-schemas';
import { z } from '../validation/zod';
import { ALERT_FREQUENCIES, DEFAULT_ALERT_FREQUENCY } from './alert-frequency';
import { PRE_CLOSE_INVALID, PRE_CLOSE_MINUTES } from './pre-close';
import { ruleFlagsFromRules } from './rule-flags';
import { RULE_LABELS } from './rule-labels';
import { ruleSchema } from './rule-schema';
import { RULE_NAMES } from './rule-types';

const alertFrequencySchema = z.enum(ALERT_FREQUENCIES, { error: 'Frequência inválida.' });

/** 'Avisar antes do fechamento': 5, 15 or 30 minutes, or null for no pre-close message (which leads a timeframe allows: pre-close.ts). */
export const preCloseMinutesSchema = z
  .literal(PRE_CLOSE_MINUTES, { error: PRE_CLOSE_INVALID })
  .nullable()
  .default(null);

export const NO_RULES_MESSAGE = 'O alerta precisa de pelo menos uma regra.';
export const MAX_ALERT_MESSAGE_LENGTH = 200;

/** At least one rule, each rule type at most once. */
export const alertRulesSchema = z
  .array(ruleSchema, { error: NO_RULES_MESSAGE })
  .min(1, { error: NO_RULES_MESSAGE })
  .superRefine((rules, ctx) => {
    const seen = new Set<string>();
    rules.forEach((rule, index) => {
      if (seen.has(rule.name)) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'name'],
          message: `A regra ${RULE_LABELS[rule.name]} só pode aparecer uma vez no alerta.`,
        });
      }
      seen.add(rule.name);
    });
  });

/** Accepted for legacy payloads; the output always recomputes it from the rules. */
const ruleFlagsInputSchema = z.partialRecord(z.enum(RULE_NAMES as [string, ...string[]]), z.boolean()).optional();

/**
 * The `alertConfig` of POST/PUT /api/userAlerts: `{ config, message, rules, active, frequency, id }`,
 * plus `closeOnly` ('Só no fechamento do candle': fire only on a closed candle, whose signals can no longer vanish)
 * and `preCloseMinutes` ('Avisar antes do fechamento': fire on the forming candle that many minutes before its close).
 * `id` present means an update. `config` is rebuilt from `rules` so the two can never disagree.
 */
export const alertConfigSchema = z
  .object({
    id: oneLineText('O identificador do alerta', 200, { notText: 'Identificador do alerta inválido.' })
      .min(1, { error: 'Identificador do alerta inválido.' })
      .optional(),
    message: multiLineText('A mensagem', MAX_ALERT_MESSAGE_LENGTH, {
      notText: 'Mensagem inválida.',
      tooLong: `A mensagem pode ter no máximo ${MAX_ALERT_MESSAGE_LENGTH} caracteres.`,
    }).default(''),
    rules: alertRulesSchema,
    active: z.boolean({ error: 'O campo ativo deve ser verdadeiro ou falso.' }).default(true),
    frequency: alertFrequencySchema.default(DEFAULT_ALERT_FREQUENCY),
    closeOnly: z
      .boolean({ error: 'O campo "só no fechamento do candle" deve ser verdadeiro ou falso.' })
      .default(false),
    preCloseMinutes: preCloseMinutesSchema,
    config: ruleFlagsInputSchema,
  })
  .transform((input) => ({ ...input, config: ruleFlagsFromRules(input.rules) }));

/** A validated alert config (output: defaults applied, `config` derived). */
export type AlertConfig = z.infer<typeof alertConfigSchema>;
/** What a client may send (before defaults). */
export type AlertConfigInput = z.input<typeof alertConfigSchema>;

/** First Portuguese message of a failed parse, for a toast or a 400 answer. */
export function firstAlertError(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Alerta inválido.';
}
