import { Binary, ObjectId } from 'mongodb';

/** Values stored in the embedded store: what BSON would round-trip, in plain JS form. */
export type PlainObject = Record<string, unknown>;

export function isPlainObject(value: unknown): value is PlainObject {
  if (value === null || typeof value !== 'object') return false;
  if (Array.isArray(value) || value instanceof Date || value instanceof RegExp || value instanceof ObjectId)
    return false;
  if (ArrayBuffer.isView(value)) return false;
  return !isBsonValue(value);
}

/** Driver value classes (Long, Decimal128, Binary, ObjectId, …) carry `_bsontype`; they are immutable. */
export function isBsonValue(value: object): boolean {
  return typeof (value as { _bsontype?: unknown })._bsontype === 'string';
}

/**
 * Deep copy on the way in, shaped like the driver's BSON serialisation: `undefined` becomes null
 * (driver default `ignoreUndefined: false`), functions and symbols are dropped, class instances
 * become plain objects, bytes (any typed array or Buffer) become a Binary as the driver reads them
 * back; Date, RegExp and BSON values keep their type.
 */
export function cloneIn(value: unknown): unknown {
  if (value === undefined) return null;
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'bigint') return Number(value);
    return value;
  }
  if (Array.isArray(value)) {
    return value.map((item) => (typeof item === 'function' || typeof item === 'symbol' ? null : cloneIn(item)));
  }
  if (value instanceof Date) return new Date(value.getTime());
  if (value instanceof RegExp) return new RegExp(value.source, value.flags);
  if (value instanceof Binary) return copyBinary(value);
  if (isBsonValue(value)) return value;
  if (ArrayBuffer.isView(value))
    return new Binary(Buffer.from(new Uint8Array(value.buffer, value.byteOffset, value.byteLength)));
  const out: PlainObject = {};
  for (const [key, item] of Object.entries(value)) {
    if (typeof item === 'function' || typeof item === 'symbol') continue;
    out[key] = cloneIn(item);
  }
  return out;
}

/** Deep copy of a stored value (already normalised by cloneIn), so callers never alias the store. */
export function cloneOut<T>(value: T): T {
  return cloneStored(value) as T;
}

function cloneStored(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(cloneStored);
  // cloneIn made every stored object a literal: the common case skips the type checks below.
  if (Object.getPrototypeOf(value) === Object.prototype) return clonePlain(value as PlainObject);
  if (value instanceof Date) return new Date(value.getTime());
  if (value instanceof RegExp) return new RegExp(value.source, value.flags);
  if (value instanceof Binary) return copyBinary(value);
  if (isBsonValue(value)) return value;
  const out: PlainObject = {};
  for (const key of Object.keys(value)) out[key] = cloneStored((value as PlainObject)[key]);
  return out;
}

/** An object literal's own fields (for-in: its prototype has no enumerable ones, and V8 caches the keys). */
function clonePlain(value: PlainObject): PlainObject {
  const out: PlainObject = {};
  for (const key in value) out[key] = cloneStored(value[key]);
  return out;
}

/**
 * Freezes a stored value in place, children first, so a frozen object's children are frozen too and a second call
 * returns at once. Safe because stored documents are never changed in place (updates copy what they touch, see
 * copyForModifier). Dates and BSON values are left as they are (freezing does not stop their setters).
 */
export function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  if (value instanceof Date || value instanceof RegExp || isBsonValue(value)) return value;
  if (Array.isArray(value)) for (const item of value) deepFreeze(item);
  else for (const key in value) deepFreeze((value as PlainObject)[key]);
  return Object.freeze(value);
}

/** The other BSON values are immutable and shared; a Binary's bytes can be written, so each side gets its own. */
const copyBinary = (value: Binary) => new Binary(Buffer.from(value.value()), value.sub_type);

export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a === 'number' && typeof b === 'number') return Number.isNaN(a) && Number.isNaN(b);
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, i) => deepEqual(item, b[i]));
  }
  if (a instanceof Date || b instanceof Date)
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  if (a instanceof ObjectId || b instanceof ObjectId)
    return a instanceof ObjectId && b instanceof ObjectId && a.equals(b);
  if (a instanceof RegExp || b instanceof RegExp) return String(a) === String(b);
  if (a instanceof Binary || b instanceof Binary)
    return (
      a instanceof Binary &&
      b instanceof Binary &&
      a.sub_type === b.sub_type &&
      Buffer.compare(a.value(), b.value()) === 0
    );
  if (isBsonValue(a) || isBsonValue(b)) return String(a) === String(b);
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((key, i) => key === kb[i] && deepEqual((a as PlainObject)[key], (b as PlainObject)[key]));
}

/**
 * Index key of a value for equality lookups, or undefined when the value cannot be keyed
 * (arrays and exotic types: such documents are always candidates, so lookups stay correct).
 * Missing and null share a key, as in MongoDB where `{f: null}` also matches a missing field.
 */
export function valueKey(value: unknown): string | undefined {
  if (value === null || value === undefined) return 'z';
  switch (typeof value) {
    case 'string':
      return `s:${value}`;
    case 'number':
      return `n:${value}`;
    case 'boolean':
      return value ? 'b:1' : 'b:0';
    default:
      break;
  }
  if (value instanceof Date) return `d:${value.getTime()}`;
  if (value instanceof ObjectId) return `o:${value.toHexString()}`;
  if (isPlainObject(value)) return `j:${canonicalJson(value)}`;
  return undefined;
}

/** Order-preserving JSON of an embedded document (MongoDB compares embedded documents field by field, in order). */
function canonicalJson(value: unknown): string {
  if (value instanceof Date || value instanceof ObjectId) return JSON.stringify(valueKey(value));
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (!isPlainObject(value)) return JSON.stringify(String(value));
  return `{${Object.keys(value)
    .map((k) => `${JSON.stringify(k)}:${canonicalJson(value[k])}`)
    .join(',')}}`;
}

/** Resolves a dotted path; `throughArray` when it crosses or ends on an array (multikey in MongoDB). */
export function resolvePath(doc: PlainObject, path: string): { value: unknown; throughArray: boolean } {
  if (!path.includes('.')) {
    const value = doc[path];
    return { value, throughArray: Array.isArray(value) };
  }
  let current: unknown = doc;
  for (const segment of path.split('.')) {
    if (Array.isArray(current)) return { value: undefined, throughArray: true };
    if (!isPlainObject(current)) return { value: undefined, throughArray: false };
    current = current[segment];
  }
  return { value: current, throughArray: Array.isArray(current) };
}

/** Sets a dotted path, creating intermediate objects (used to seed upserts from the filter). */
export function setPath(doc: PlainObject, path: string, value: unknown): void {
  const segments = path.split('.');
  let current: PlainObject = doc;
  for (const segment of segments.slice(0, -1)) {
    const next = current[segment];
    if (isPlainObject(next)) {
      current = next;
    } else {
      const created: PlainObject = {};
      current[segment] = created;
      current = created;
    }
  }
  current[segments[segments.length - 1]] = value;
}

export function newObjectId(): ObjectId {
  return new ObjectId();
}
