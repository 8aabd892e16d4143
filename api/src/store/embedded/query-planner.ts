import type { Filter } from '../types';
import { isOperatorObject } from './update-engine';
import { isPlainObject, valueKey } from './values';

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
