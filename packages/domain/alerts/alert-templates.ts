import type { AlertConfig } from './alert-config-schema';
import { DEFAULT_ALERT_FREQUENCY, type AlertFrequency } from './alert-frequency';
import { ruleFlagsFromRules } from './rule-flags';
import type { Rule } from './rule-schema';

type Side = 1 | -1;

export interface AlertTemplate {
  id: string;
  title: string;
  description: string;
  /** 'compra' for buy signals or exits from a bought position, 'venda' for the mirror. */
  side: 'compra' | 'venda';
  rules: Rule[];
  /** The 'Só no fechamento do candle' default a trader expects of this kind (see ALERT_TEMPLATES). */
  closeOnly: boolean;
}

const sideName = (side: Side): 'compra' | 'venda' => (side === 1 ? 'compra' : 'venda');
const opposite = (side: Side): Side => (side === 1 ? -1 : 1);

// agulhada in the direction of an established trend with the bands open: the classic valid agulhada.
const agulhadaRules = (side: Side): Rule[] => [
  { name: 'agulhada', value: side },
  { name: 'Tendencia', value: side },
  { name: 'Bollinger', value: 1 },
];

/** Builds the buy and the sell template of one kind; the sell one mirrors every directional value. */
function pair(
  key: string,
  title: (side: 'compra' | 'venda') => string,
  description: (side: 'compra' | 'venda') => string,
  rules: (side: Side) => Rule[],
  closeOnly: boolean,
): [AlertTemplate, AlertTemplate] {
  return ([1, -1] as const).map((side) => {
    const name = sideName(side);
    return {
      id: `${key}${name === 'compra' ? 'Compra' : 'Venda'}`,
      title: title(name),
      description: description(name),
      side: name,
      rules: rules(side),
      closeOnly,
    };
  }) as [AlertTemplate, AlertTemplate];
}

/**
 * The fixed template set, buy and sell. Rules chosen as a Didi trader reads each signal:
 * - alerta: the Didi Index alert alone (Alerta ±1), the early warning before an agulhada.
 * - agulhada: agulhada ±1 + Tendencia ±1 (DMI/ADX trend the same way) + Bollinger 1 (bands open) —
 *   the agulhada is only worth taking with trend and opening bands.
 * - agulhada santa: the agulhada above + Stochastic ±1 + Trix ±1, every indicator agreeing.
 * - só agulhada: agulhada ±1 only, no filter.
 * - entrante: TendenciaEntrante 1 + Tendencia ±1, a trend starting on this candle in that direction.
 * - saída (4 signals), for whoever holds the position: Kick 1 (ADX turned down) + Bollinger -1 (bands
 *   closing) + Stochastic and Trix turned against the position.
 * - saída pelo Didi: Confirmacao against the position, the Didi Index needles crossing back.
 * 'Só no fechamento do candle' by default where the method reads the signal on the closed candle (the
 * agulhadas and the entering trend: on a forming daily or weekly candle they often vanish by the close);
 * off for the early warning (alerta, meant to come before the needle) and the exits (whoever holds the
 * position wants the first sign, not the confirmed one).
 */
export const ALERT_TEMPLATES: readonly AlertTemplate[] = [
  ...pair(
    'alerta',
    (s) => `Alerta de ${s}`,
    (s) => `Avisa quando o Didi Index dá alerta de ${s}, antes da agulhada.`,
    (side) => [{ name: 'Alerta', value: side }],
    false,
  ),
  ...pair(
    'agulhada',
    (s) => `Agulhada de ${s}`,
    (s) => `Agulhada de ${s} com tendência de ${s} no DMI/ADX e Bandas de Bollinger abertas.`,
    agulhadaRules,
    true,
  ),
  ...pair(
    'agulhadaSanta',
    (s) => `Agulhada santa de ${s}`,
    (s) => `Agulhada de ${s} com tendência e Bollinger abertas, confirmada também pelo Estocástico e pelo Trix.`,
    (side) => [...agulhadaRules(side), { name: 'Stochastic', value: side }, { name: 'Trix', value: side }],
    true,
  ),
  ...pair(
    'soAgulhada',
    (s) => `Só agulhada de ${s}`,
    (s) => `Qualquer agulhada de ${s}, sem filtro de tendência ou Bollinger.`,
    (side) => [{ name: 'agulhada', value: side }],
    true,
  ),
  ...pair(
    'entrante',
    (s) => `Tendência entrante de ${s}`,
    (s) => `Uma tendência de ${s} começa neste candle.`,
    (side) => [
      { name: 'TendenciaEntrante', value: 1 },
      { name: 'Tendencia', value: side },
    ],
    true,
  ),
  ...pair(
    'saida',
    (s) => `Saída de ${s}`,
    (s) =>
      `Para quem está ${s === 'compra' ? 'comprado' : 'vendido'}: kick do ADX, Bollinger fechando e Estocástico e Trix virados contra a posição.`,
    (side) => [
      { name: 'Kick', value: 1 },
      { name: 'Bollinger', value: -1 },
      { name: 'Stochastic', value: opposite(side) },
      { name: 'Trix', value: opposite(side) },
    ],
    false,
  ),
  ...pair(
    'saidaPeloDidi',
    (s) => `Saída de ${s} pelo Didi`,
    (s) =>
      `Para quem está ${s === 'compra' ? 'comprado' : 'vendido'}: o Didi Index confirma a virada contra a posição.`,
    (side) => [{ name: 'Confirmacao', value: opposite(side) }],
    false,
  ),
];

export type AlertTemplateId = string;

export function findTemplate(id: AlertTemplateId): AlertTemplate | undefined {
  return ALERT_TEMPLATES.find((template) => template.id === id);
}

const ruleKey = (rules: readonly Rule[]): string =>
  rules
    .map((rule) => `${rule.name}=${String(rule.value)}`)
    .sort()
    .join('&');

const TEMPLATE_BY_RULES = new Map(ALERT_TEMPLATES.map((template) => [ruleKey(template.rules), template]));

/** The template whose rules are exactly these (any order), so the templates page can show its switch on. */
export function templateForRules(rules: readonly Rule[]): AlertTemplate | undefined {
  return TEMPLATE_BY_RULES.get(ruleKey(rules));
}

/**
 * The alertConfig a template switch saves. The message stays empty so notifications use the template's
 * current title (see `alertTitle`) instead of a copy frozen at creation.
 */
export function alertConfigFromTemplate(
  template: AlertTemplate,
  frequency: AlertFrequency = DEFAULT_ALERT_FREQUENCY,
): AlertConfig {
  const rules = template.rules.map((rule) => ({ ...rule }));
  return {
    message: '',
    rules,
    active: true,
    frequency,
    closeOnly: template.closeOnly,
    preCloseMinutes: null,
    config: ruleFlagsFromRules(rules),
  };
}
