import type { Filter } from '../../../../api/src/store/types';
import { isOperatorObject } from './update-engine';
import { isPlainObject, resolvePath, valueKey, type PlainObject } from './values';

/**
 * Equality constraints an index can serve: top-level `field: scalar`, `{$eq}`, `{$in: [scalars]}`,
 * also inside a top-level `$and`. Embedded documents and arrays are left to the full match.
 */
export function equalityConstraints(filter: Filter): Map<string, string[]> {
  const constraints = new Map<string, string[]>();
  collect(filter, constraints);
  return constraints;
}

function collect(filter: Filter, out: Map<string, string[]>): void {
  for (const [field, condition] of Object.entries(filter)) {
    if (field === '$and' && Array.isArray(condition)) {
      for (const part of condition) if (isPlainObject(part)) collect(part, out);
      continue;
    }
    if (field.startsWith('$')) continue;
    const keys = keysFor(condition);
    if (!keys) continue;
    const existing = out.get(field);
    out.set(field, existing ? existing.filter((key) => keys.includes(key)) : keys);
  }
}

function keysFor(condition: unknown): string[] | undefined {
  if (isOperatorObject(condition)) {
    if ('$eq' in condition) return scalarKey(condition.$eq);
    if (Array.isArray(condition.$in)) {
      const keys: string[] = [];
      for (const item of condition.$in) {
        const key = scalarKey(item);
        if (!key) return undefined;
        keys.push(...key);
      }
      return keys;
    }
    return undefined;
  }
  return scalarKey(condition);
}

function scalarKey(value: unknown): string[] | undefined {
  if (isPlainObject(value) || Array.isArray(value) || value instanceof RegExp) return undefined;
  const key = valueKey(value);
  return key === undefined ? undefined : [key];
}

/**
 * A matcher for filters made only of equalities — `field: scalar`, `{$eq: scalar}`, `{$in: [scalars]}`
 * (the app's hot paths: `_id`, `userId`, `asset + timeframe`, ingest's `_id $in`) — avoiding mingo's
 * per-query compile cost and its linear `$in` scan. Returns undefined for anything else. A document
 * whose path crosses an array answers 'unsure' and goes to mingo.
 */
export function simpleEqualityMatcher(filter: Filter): ((doc: PlainObject) => boolean | 'unsure') | undefined {
  const fields: Array<[string, Set<string>]> = [];
  for (const [field, condition] of Object.entries(filter)) {
    if (field.startsWith('$')) return undefined;
    const keys = keysFor(condition);
    if (!keys || keys.some((key) => key.startsWith('j:'))) return undefined;
    fields.push([field, new Set(keys)]);
  }
  return (doc) => {
    for (const [field, keys] of fields) {
      const { value, throughArray } = resolvePath(doc, field);
      if (throughArray) return 'unsure';
      const key = valueKey(value);
      if (key === undefined || !keys.has(key)) return false;
    }
    return true;
  };
}
