/** Paths into a JSON value: every object key and array element, nested, with the value itself as []. */
export type JsonPath = Array<string | number>;

export function allPaths(value: unknown, prefix: JsonPath = []): JsonPath[] {
  const out: JsonPath[] = prefix.length ? [prefix] : [];
  if (Array.isArray(value)) value.slice(0, 3).forEach((item, index) => out.push(...allPaths(item, [...prefix, index])));
  else if (value !== null && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) out.push(...allPaths(inner, [...prefix, key]));
  return out;
}

export function getAt(value: unknown, path: JsonPath): unknown {
  return path.reduce<unknown>(
    (current, key) =>
      current !== null && typeof current === 'object' ? (current as Record<string | number, unknown>)[key] : undefined,
    value,
  );
}

/** A deep copy of `value` with `replacement` at `path`. */
export function setAt(value: unknown, path: JsonPath, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const copy: unknown = structuredClone(value);
  const parent = getAt(copy, path.slice(0, -1)) as Record<string | number, unknown>;
  parent[path[path.length - 1]!] = replacement;
  return copy;
}

/** Paths of the objects inside a value (where an extra key can be smuggled), the root included. */
export function objectPaths(value: unknown): JsonPath[] {
  return [[], ...allPaths(value)].filter((path) => {
    const inner = getAt(value, path);
    return inner !== null && typeof inner === 'object' && !Array.isArray(inner);
  });
}

/** Every key anywhere in a JSON value. */
export function allKeys(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => allKeys(item, out));
  else if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      out.add(key);
      allKeys(inner, out);
    }
  }
  return out;
}

/** Every string anywhere in a JSON value. */
export function allStrings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) value.forEach((item) => allStrings(item, out));
  else if (value !== null && typeof value === 'object') Object.values(value).forEach((inner) => allStrings(inner, out));
  return out;
}
