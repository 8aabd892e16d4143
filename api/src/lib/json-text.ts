/** JSON already written, spliced into an answer as it is by stringifyWithText. */
export class JsonText {
  constructor(readonly text: string) {}
}

const textOf = new WeakMap<object, JsonText>();

/**
 * The JSON of a value that never changes again (a read-only stored document), written once per value: a user's
 * getUserInfo repeats the same alerts on every call, and serialising them was its largest cost (bench/load.ts).
 */
export function jsonOnce(value: object): JsonText {
  let text = textOf.get(value);
  if (text === undefined) {
    text = new JsonText(JSON.stringify(value));
    textOf.set(value, text);
  }
  return text;
}

const isPlainObject = (value: object): value is Record<string, unknown> => {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/**
 * JSON.stringify's output for a value holding JsonText parts, each written as its text. Arrays and plain objects
 * are walked here (JSON.stringify cannot splice text before Node 21's JSON.rawJSON); anything else, dates included,
 * goes to JSON.stringify, so keep the walked part small and the big parts JsonText.
 */
export function stringifyWithText(value: unknown): string | undefined {
  if (value instanceof JsonText) return value.text;
  if (typeof value !== 'object' || value === null) return JSON.stringify(value);
  // Loops, not map/join callbacks: this runs on every call of a hot GET.
  if (Array.isArray(value)) {
    let text = '[';
    for (let index = 0; index < value.length; index += 1)
      text += `${index ? ',' : ''}${stringifyWithText(value[index]) ?? 'null'}`;
    return `${text}]`;
  }
  if (!isPlainObject(value) || typeof value.toJSON === 'function') return JSON.stringify(value);
  let text = '{';
  for (const key of Object.keys(value)) {
    const member = stringifyWithText(value[key]);
    if (member !== undefined) text += `${text.length > 1 ? ',' : ''}${JSON.stringify(key)}:${member}`;
  }
  return `${text}}`;
}
