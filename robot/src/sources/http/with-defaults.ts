/** A source's settings: its documented defaults, overridden by whatever the caller set (undefined keeps the default). */
export function withDefaults<T extends object>(defaults: T, options: Partial<T>): T {
  const set = Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined));
  return { ...defaults, ...set } as T;
}
