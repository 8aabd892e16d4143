import fc from 'fast-check';
import type { z } from 'zod';

/**
 * fast-check arbitraries derived from a zod schema, so generic tests can build a VALID body for any
 * function (auth checks run after validation, so a 401/403 test needs a body that passes the schema) and
 * explore near-valid input. Reads zod 4's schema definitions; anything unknown becomes arbitrary JSON, and
 * `validSamples` keeps only values the whole schema accepts.
 */
interface Def {
  type: string;
  checks?: Array<{ _zod: { def: CheckDef } }>;
  shape?: Record<string, ZodLike>;
  element?: ZodLike;
  options?: ZodLike[];
  innerType?: ZodLike;
  in?: ZodLike;
  out?: ZodLike;
  entries?: Record<string, string | number>;
  values?: unknown[];
  items?: ZodLike[];
  keyType?: ZodLike;
  valueType?: ZodLike;
  format?: string;
  pattern?: RegExp;
}
interface CheckDef {
  check: string;
  format?: string;
  pattern?: RegExp;
  minimum?: number;
  maximum?: number;
  value?: number;
  inclusive?: boolean;
}
export interface ZodLike {
  _zod: { def: Def };
  safeParse(value: unknown): { success: boolean };
}

const asZod = (schema: z.ZodType | ZodLike): ZodLike => schema as unknown as ZodLike;

/** stringMatching refuses some flags; generating without 'i' still yields matches of the case-insensitive pattern. */
function matching(pattern: RegExp, min: number, max: number): fc.Arbitrary<string> {
  try {
    return fc.stringMatching(new RegExp(pattern.source, pattern.flags.replace(/[^su]/g, '')));
  } catch {
    return fc.string({ minLength: min, maxLength: max });
  }
}

function stringArbitrary(schema: ZodLike, pool: readonly string[]): fc.Arbitrary<string> {
  const def = schema._zod.def;
  const checks = (def.checks ?? []).map((check) => check._zod.def);
  let min = 0;
  let max = 40;
  let pattern: RegExp | undefined = def.pattern;
  let format = def.format;
  for (const check of checks) {
    if (check.check === 'min_length' && check.minimum !== undefined) min = Math.max(min, check.minimum);
    if (check.check === 'max_length' && check.maximum !== undefined) max = Math.min(max, check.maximum);
    if (check.check === 'length_equals' && check.minimum !== undefined) min = max = check.minimum;
    if (check.check === 'string_format') {
      format = check.format;
      if (check.pattern) pattern = check.pattern;
    }
  }
  max = Math.max(max, min);
  let base: fc.Arbitrary<string>;
  if (format === 'email') base = fc.emailAddress();
  else if (format === 'uuid' || format === 'guid') base = fc.uuid();
  else if (format === 'url') base = fc.webUrl().map((url) => url.replace(/^http:/, 'https:'));
  else if (format === 'datetime')
    base = fc
      .date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString());
  else if (pattern) base = matching(pattern, min, max);
  else base = fc.string({ minLength: min, maxLength: max });
  const fits = (value: string) => schema.safeParse(value).success;
  const preferred = pool.filter(fits);
  // No fc.filter at leaves: a filter that rarely passes loops for ever. Repair the length instead; a value
  // that still fails makes its whole sample invalid, and validSamples drops it.
  const generated = base.map((value) => (fits(value) ? value : value.slice(0, max).padEnd(min, 'a')));
  return preferred.length
    ? fc.oneof({ arbitrary: fc.constantFrom(...preferred), weight: 3 }, { arbitrary: generated, weight: 1 })
    : generated;
}

function numberArbitrary(schema: ZodLike): fc.Arbitrary<number> {
  let integer = false;
  let min = -1e9;
  let max = 1e9;
  for (const { _zod } of schema._zod.def.checks ?? []) {
    const check = _zod.def;
    if (check.check === 'number_format' && check.format !== 'float32' && check.format !== 'float64') integer = true;
    if (check.check === 'greater_than' && check.value !== undefined)
      min = Math.max(min, check.inclusive ? check.value : check.value + (integer ? 1 : 1e-6));
    if (check.check === 'less_than' && check.value !== undefined)
      max = Math.min(max, check.inclusive ? check.value : check.value - (integer ? 1 : 1e-6));
    if (check.check === 'multiple_of') integer = true;
  }
  const arbitrary = integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  return arbitrary;
}

/** An arbitrary of values shaped like the schema's input (valid for the common cases; see validSamples). */
export function arbitraryFor(
  schema: z.ZodType | ZodLike,
  pool: readonly string[] = [],
  depth = 0,
): fc.Arbitrary<unknown> {
  const zod = asZod(schema);
  const def = zod._zod.def;
  const inner = (child: ZodLike | undefined) => (child ? arbitraryFor(child, pool, depth + 1) : fc.constant(undefined));
  if (depth > 12) return fc.constant(null);
  switch (def.type) {
    case 'string':
      return stringArbitrary(zod, pool);
    case 'number':
      return numberArbitrary(zod);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'literal':
      return fc.constantFrom(...(def.values ?? [null]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? {}));
    case 'optional':
      return fc.option(inner(def.innerType), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(inner(def.innerType), { nil: null, freq: 4 });
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return fc.option(inner(def.innerType), { nil: undefined, freq: 4 });
    case 'array': {
      const checks = (def.checks ?? []).map((check) => check._zod.def);
      const minLength = checks.find((check) => check.check === 'min_length')?.minimum ?? 0;
      const maxLength = Math.min(
        checks.find((check) => check.check === 'max_length')?.maximum ?? 4,
        Math.max(minLength, 4),
      );
      return fc.array(inner(def.element), { minLength, maxLength });
    }
    case 'tuple':
      return fc.tuple(...(def.items ?? []).map((item) => inner(item)));
    case 'object': {
      const shape = def.shape ?? {};
      const keys = Object.keys(shape);
      if (keys.length === 0) return fc.constant({});
      const model = Object.fromEntries(keys.map((key) => [key, inner(shape[key])]));
      return fc
        .record(model)
        .map((value) => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)));
    }
    case 'record':
      return fc.dictionary(
        (def.keyType ? arbitraryFor(def.keyType, pool, depth + 1) : fc.string()).filter(
          (key): key is string => typeof key === 'string',
        ),
        inner(def.valueType),
        { maxKeys: 3 },
      );
    case 'union':
      return fc.oneof(...(def.options ?? []).map((option) => inner(option)));
    case 'pipe': {
      // A pipe whose first stage accepts anything (a pre-check such as withoutOperatorKeys) is shaped by its second stage.
      const first = def.in?._zod.def.type;
      return inner(first === 'unknown' || first === 'any' ? def.out : def.in);
    }
    case 'lazy':
      return fc.constant(null);
    default:
      return fc.jsonValue();
  }
}

/** Up to `count` distinct values that pass the schema (empty when the generator cannot find one). */
export function validSamples(schema: z.ZodType, count: number, pool: readonly string[] = [], seed = 42): unknown[] {
  const zod = asZod(schema);
  const out: unknown[] = [];
  const seen = new Set<string>();
  for (const value of fc.sample(arbitraryFor(zod, pool), { numRuns: 300, seed })) {
    const key = JSON.stringify(value);
    if (!zod.safeParse(value).success || seen.has(key)) continue;
    seen.add(key);
    out.push(value);
    if (out.length >= count) break;
  }
  return out;
}

/** One valid value, or undefined. */
export function validSample(schema: z.ZodType, pool: readonly string[] = []): unknown {
  return validSamples(schema, 1, pool)[0];
}

/** The keys of an object schema (looking through optional/default/pipe wrappers); [] for other shapes. */
export function objectKeys(schema: z.ZodType | ZodLike): string[] {
  const def = asZod(schema)._zod.def;
  if (def.type === 'object') return Object.keys(def.shape ?? {});
  if (def.type === 'pipe') {
    const first = def.in?._zod.def.type;
    const next = first === 'unknown' || first === 'any' ? def.out : def.in;
    return next ? objectKeys(next) : [];
  }
  if (def.innerType) return objectKeys(def.innerType);
  return [];
}

/** Every object key anywhere in a schema (nested objects, arrays, unions and wrappers included). */
export function allSchemaKeys(schema: z.ZodType | ZodLike, out = new Set<string>(), depth = 0): Set<string> {
  const def = asZod(schema)._zod.def;
  if (depth > 12) return out;
  for (const [key, child] of Object.entries(def.shape ?? {})) {
    out.add(key);
    allSchemaKeys(child, out, depth + 1);
  }
  const children = [
    def.element,
    def.innerType,
    def.in,
    def.out,
    def.keyType,
    def.valueType,
    ...(def.options ?? []),
    ...(def.items ?? []),
  ];
  for (const child of children) if (child) allSchemaKeys(child, out, depth + 1);
  return out;
}
