/** An error judged by its name: what `isNamedError` narrows to. */
export interface NamedError {
  name: string;
  cause?: unknown;
}

/**
 * Whether `value` is an error named one of `names`. By name, not `instanceof`: a timeout's DOMException (fetch,
 * `AbortSignal.timeout`) may come from another realm (a test sandbox, another copy of undici), where `instanceof`
 * fails and a send whose outcome is unknown would be taken for an ordinary failure.
 */
export function isNamedError(value: unknown, ...names: readonly string[]): value is NamedError {
  return (
    typeof value === 'object' &&
    value !== null &&
    'name' in value &&
    typeof value.name === 'string' &&
    names.includes(value.name)
  );
}
