import type { SortSpec } from '../../../../api/src/store/types';
import type { PlainObject } from './values';

/** Characters whose UTF-16 order may differ from MongoDB's UTF-8 byte order (surrogates and above). */
const BEYOND_PLAIN_ORDER = /[\uD800-\uFFFF]/;

/**
 * Sorts by top-level fields holding plain numbers or plain strings (one kind per field, some missing or null), the
 * way MongoDB does (missing and null first in ascending order); anything else answers null and goes to mingo. The
 * app's sorts are all of this kind (expiry, createdAt, symbol), and mingo's pipeline cost more than the query around
 * it on a signed-in request.
 */
export function sortByScalars(docs: readonly PlainObject[], sort: SortSpec): PlainObject[] | null {
  const fields = Object.keys(sort);
  const directions = fields.map((field) => sort[field]!);
  for (const field of fields) {
    if (field.includes('.') || field.startsWith('$')) return null;
    let kind: 'number' | 'string' | null = null;
    for (const doc of docs) {
      const value = doc[field];
      if (value === undefined || value === null) continue;
      const type = typeof value;
      if (type === 'number' ? Number.isNaN(value) : type !== 'string' || BEYOND_PLAIN_ORDER.test(value as string))
        return null;
      if (kind !== null && kind !== type) return null;
      kind = type as 'number' | 'string';
    }
  }
  // Each document's keys read once: the comparator runs n·log n times.
  const rows = docs.map((doc) => ({ doc, keys: fields.map((field) => doc[field]) }));
  rows.sort((a, b) => {
    for (let i = 0; i < directions.length; i += 1) {
      const order = compareScalars(a.keys[i], b.keys[i]);
      if (order !== 0) return order * directions[i]!;
    }
    return 0;
  });
  return rows.map((row) => row.doc);
}

function compareScalars(a: unknown, b: unknown): number {
  const aMissing = a === undefined || a === null;
  const bMissing = b === undefined || b === null;
  if (aMissing || bMissing) return aMissing === bMissing ? 0 : aMissing ? -1 : 1;
  return (a as number | string) < (b as number | string) ? -1 : (a as number | string) > (b as number | string) ? 1 : 0;
}
