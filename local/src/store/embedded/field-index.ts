import { Query } from 'mingo';
import type { Filter } from '../../../../api/src/store/types';
import { resolvePath, valueKey, type PlainObject } from './values';

export interface IndexDefinition {
  key: Record<string, 1 | -1>;
  name: string;
  unique: boolean;
  partialFilterExpression?: Filter;
  /** Recorded so the index matches MongoDB's definition; local data is small and nothing expires here. */
  expireAfterSeconds?: number;
}

export function defaultIndexName(key: Record<string, 1 | -1>): string {
  return Object.entries(key)
    .map(([field, direction]) => `${field}_${direction}`)
    .join('_');
}

const KEY_SEPARATOR = '\u0001';
/** Cap on `$in` combinations expanded against a compound index before falling back to a scan. */
const MAX_LOOKUP_KEYS = 1000;

/**
 * A secondary index: compound key → ids. Documents whose indexed value cannot be keyed (arrays,
 * exotic types) sit in `unkeyed` and are always returned as candidates, so a lookup never misses.
 * Partial indexes only enforce uniqueness; they are not used for lookups.
 */
export class FieldIndex {
  readonly fields: string[];
  private readonly entries = new Map<string, Set<string>>();
  private readonly byFirstField = new Map<string, Set<string>>();
  private readonly unkeyed = new Set<string>();
  private readonly partial: Query | null;

  constructor(readonly definition: IndexDefinition) {
    this.fields = Object.keys(definition.key);
    this.partial = definition.partialFilterExpression ? new Query(definition.partialFilterExpression, {}) : null;
  }

  get name(): string {
    return this.definition.name;
  }

  get unique(): boolean {
    return this.definition.unique;
  }

  clear(): void {
    this.entries.clear();
    this.byFirstField.clear();
    this.unkeyed.clear();
  }

  add(id: string, doc: PlainObject): void {
    const keys = this.keysOf(doc);
    if (!keys) return;
    if (keys.full === undefined) this.unkeyed.add(id);
    else addTo(this.entries, keys.full, id);
    if (this.fields.length > 1 && keys.first !== undefined) addTo(this.byFirstField, keys.first, id);
  }

  remove(id: string, doc: PlainObject): void {
    const keys = this.keysOf(doc);
    if (!keys) return;
    if (keys.full === undefined) this.unkeyed.delete(id);
    else removeFrom(this.entries, keys.full, id);
    if (this.fields.length > 1 && keys.first !== undefined) removeFrom(this.byFirstField, keys.first, id);
  }

  /** The id of another document holding the same unique key, if any. */
  conflictFor(doc: PlainObject, selfId: string | undefined): string | undefined {
    if (!this.unique) return undefined;
    const keys = this.keysOf(doc);
    if (!keys || keys.full === undefined) return undefined;
    const holders = this.entries.get(keys.full);
    if (!holders) return undefined;
    for (const holder of holders) if (holder !== selfId) return holder;
    return undefined;
  }

  /**
   * Candidate ids for equality constraints (field → accepted keys), or undefined when this index cannot serve them.
   * `unkeyed` holds the candidates that are there only because they could not be keyed; with `whole` (every field of
   * the index constrained) every other candidate holds exactly the constrained keys.
   */
  lookup(
    constraints: Map<string, string[]>,
  ): { ids: Set<string>[]; size: number; unkeyed: Set<string>; whole: boolean } | undefined {
    if (this.partial) return undefined;
    if (this.fields.every((field) => constraints.has(field))) {
      const combos = this.fields.reduce<string[]>(
        (acc, field) => {
          const keys = constraints.get(field) ?? [];
          return acc.flatMap((prefix) => keys.map((key) => (prefix === '' ? key : prefix + KEY_SEPARATOR + key)));
        },
        [''],
      );
      if (combos.length <= MAX_LOOKUP_KEYS) return { ...this.collect(this.entries, combos), whole: true };
    }
    const first = constraints.get(this.fields[0]);
    if (this.fields.length > 1 && first) return { ...this.collect(this.byFirstField, first), whole: false };
    return undefined;
  }

  private collect(
    map: Map<string, Set<string>>,
    keys: string[],
  ): { ids: Set<string>[]; size: number; unkeyed: Set<string> } {
    const ids: Set<string>[] = [this.unkeyed];
    let size = this.unkeyed.size;
    for (const key of new Set(keys)) {
      const found = map.get(key);
      if (found) {
        ids.push(found);
        size += found.size;
      }
    }
    return { ids, size, unkeyed: this.unkeyed };
  }

  private keysOf(doc: PlainObject): { full: string | undefined; first: string | undefined } | null {
    if (this.partial && !this.partial.test(doc)) return null;
    const parts: string[] = [];
    let keyable = true;
    for (const field of this.fields) {
      const { value, throughArray } = resolvePath(doc, field);
      const key = throughArray ? undefined : valueKey(value);
      if (key === undefined) keyable = false;
      parts.push(key ?? '');
    }
    const first = parts[0] === '' ? undefined : parts[0];
    return { full: keyable ? parts.join(KEY_SEPARATOR) : undefined, first };
  }
}

function addTo(map: Map<string, Set<string>>, key: string, id: string): void {
  let set = map.get(key);
  if (!set) {
    set = new Set();
    map.set(key, set);
  }
  set.add(id);
}

function removeFrom(map: Map<string, Set<string>>, key: string, id: string): void {
  const set = map.get(key);
  if (!set) return;
  set.delete(id);
  if (set.size === 0) map.delete(key);
}
