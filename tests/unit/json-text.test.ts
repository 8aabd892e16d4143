import { JsonText, jsonOnce, stringifyWithText } from '../../api/src/lib/json-text';

describe('JSON with parts already written', () => {
  const nested = { asset: 'BMFBOVESPA:PETR4', alerts: [{ id: 'a', rules: [{ name: 'agulhada', value: 1 }] }] };
  const values: unknown[] = [
    null,
    0,
    -1.5,
    'texto "com aspas" e \\ barra\u0000',
    true,
    [],
    {},
    [1, undefined, () => 1, null, 'x'],
    { a: undefined, b: () => 1, c: 1, 'chave "esquisita"': [2] },
    { quando: new Date('2026-11-25T12:00:00Z'), nested, lista: [nested, { vazio: {} }] },
    { nan: Number.NaN, infinito: Number.POSITIVE_INFINITY },
    Object.assign(Object.create(null) as object, { semProtótipo: 1 }),
    { comToJSON: { toJSON: () => 'escrito' } },
  ];

  it.each(values.map((value) => [value]))('writes %p as JSON.stringify does', (value) => {
    expect(stringifyWithText(value)).toBe(JSON.stringify(value));
  });

  it('writes a JsonText as its text, wherever it sits', () => {
    const text = new JsonText(JSON.stringify(nested));
    expect(stringifyWithText({ user: 'ana', alerts: text, lista: [text, 1] })).toBe(
      JSON.stringify({ user: 'ana', alerts: nested, lista: [nested, 1] }),
    );
    expect(stringifyWithText(text)).toBe(JSON.stringify(nested));
  });

  it('writes a value once and gives the same text back for the same value', () => {
    const value = Object.freeze({ notas: ['a', 'b'] });
    const first = jsonOnce(value);
    expect(first.text).toBe('{"notas":["a","b"]}');
    expect(jsonOnce(value)).toBe(first);
    expect(jsonOnce({ notas: ['a', 'b'] })).not.toBe(first);
  });
});
