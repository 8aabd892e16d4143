import type { Reading } from '../reading';
import type { Rule } from './rule-schema';
import { RULE_NAMES, RULE_VALUES } from './rule-types';

export type ReadingPredicate = (reading: Reading) => boolean;

/** How each rule reads the reading (field names are the robot's). */
export function compileRule(rule: Rule): ReadingPredicate {
  switch (rule.name) {
    case 'Tendencia': {
      const v = rule.value;
      return (r) => r.temTendencia === v;
    }
    case 'TendenciaAcelerante': {
      const v = rule.value;
      return (r) => r.tendenciaAcelerante === v;
    }
    case 'TendenciaExistente': {
      const v = rule.value;
      return (r) => (r.temTendencia !== 0) === v;
    }
    case 'TendenciaEntrante': {
      const v = rule.value;
      return (r) => r.tendenciaEntrante === v;
    }
    case 'Kick': {
      const v = rule.value;
      return (r) => r.mudoutendencia === v;
    }
    case 'agulhada': {
      const v = rule.value;
      return (r) => r.agulhado === v;
    }
    case 'Alerta': {
      const v = rule.value;
      return (r) => r.alerta === v;
    }
    case 'Confirmacao': {
      const v = rule.value;
      return (r) => r.confirmacao === v;
    }
    case 'PontoFalso': {
      const v = rule.value;
      return (r) => r.pontofalso === v;
    }
    case 'Bollinger': {
      const v = rule.value;
      return (r) => r.bollingerStatus === v;
    }
    case 'BollingerMudou':
      // Two event flags rather than one tri-state: 1 asks "opened on this candle", -1 "closed on this candle".
      return rule.value === 1 ? (r) => r.bbabriu === 1 : (r) => r.bbfechou === 1;
    case 'Stochastic': {
      const v = rule.value;
      return (r) => r.stockStatus === v;
    }
    case 'Trix': {
      const v = rule.value;
      return (r) => r.trixStatus === v;
    }
    default: {
      const unknown: never = rule;
      throw new Error(`Unknown rule ${JSON.stringify(unknown)}`);
    }
  }
}

const NEVER: ReadingPredicate = () => false;

/**
 * All rules must hold. Compiled once per alert so an ingest round only runs closures; an empty rule list
 * never matches (the schema forbids it, but stored data might not have been validated).
 */
export function compileRules(rules: readonly Rule[]): ReadingPredicate {
  const predicates = rules.map(compileRule);
  switch (predicates.length) {
    case 0:
      return NEVER;
    case 1:
      return predicates[0]!;
    case 2: {
      const [a, b] = predicates as [ReadingPredicate, ReadingPredicate];
      return (r) => a(r) && b(r);
    }
    default:
      return (r) => {
        for (const predicate of predicates) if (!predicate(r)) return false;
        return true;
      };
  }
}

export function ruleMatches(rule: Rule, reading: Reading): boolean {
  return compileRule(rule)(reading);
}

/**
 * Bitmask form, for the engine's hot loop. Every (rule type, value) pair is one "atom" — 31 in all, so they
 * fit one 32-bit integer. A reading is turned into the mask of the atoms it satisfies once; an alert is the
 * mask of its rules, and matches when it is a subset: one AND and one compare per alert, with no calls.
 * Atoms are built from `compileRule`, so both forms share one mapping.
 */
const ATOMS: ReadonlyArray<{ name: string; value: unknown; test: ReadingPredicate }> = RULE_NAMES.flatMap((name) =>
  RULE_VALUES[name].map((value) => ({ name, value, test: compileRule({ name, value } as Rule) })),
);
/** rule name → value → bit; nested maps so building a mask needs no string work. */
const ATOM_BIT = new Map<string, Map<unknown, number>>();
ATOMS.forEach((atom, i) => {
  const byValue = ATOM_BIT.get(atom.name) ?? new Map<unknown, number>();
  byValue.set(atom.value, 1 << i);
  ATOM_BIT.set(atom.name, byValue);
});

/** Never a subset of a reading mask: bit 31 is no atom. Used for alerts without rules. */
export const NEVER_MATCHING_MASK = 1 << 31;

export function rulesMask(rules: readonly Rule[]): number {
  let mask = 0;
  for (const rule of rules) mask |= ATOM_BIT.get(rule.name)?.get(rule.value) ?? NEVER_MATCHING_MASK;
  return mask === 0 ? NEVER_MATCHING_MASK : mask;
}

export function readingMask(reading: Reading): number {
  let mask = 0;
  for (let i = 0; i < ATOMS.length; i++) if (ATOMS[i]!.test(reading)) mask |= 1 << i;
  return mask;
}
