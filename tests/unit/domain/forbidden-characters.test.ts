import {
  hasForbiddenCharacters,
  normalizeLineBreaks,
  toOneLine,
} from '@agulhadas/domain/validation/forbidden-characters';
import { plainIssueText } from '@agulhadas/domain/validation/plain-issue-text';
import { multiLineText, oneLineText } from '@agulhadas/domain/validation/text-schemas';
import { z } from '@agulhadas/domain/validation/zod';

const codePoint = (code: number) => String.fromCharCode(code);
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => codePoint(from + index));

/** Every character class the rule refuses, by name, with all its members. */
const C0_BUT_LINE_BREAKS = [...range(0x00, 0x08), '\u000b', '\u000c', ...range(0x0e, 0x1f)];
const DEL_AND_C1 = range(0x7f, 0x9f);
const BIDI = [...range(0x202a, 0x202e), ...range(0x2066, 0x2069), '\u200e', '\u200f', '\u061c'];
const SEPARATORS = ['\u2028', '\u2029'];
const LONE_SURROGATES = ['\ud800', '\udbff', '\udc00', '\udfff'];
const LINE_BREAKS_AND_TAB = ['\n', '\r', '\t'];

/** Portuguese as people type it: accents, cedilla, quotes, currency, emoji (astral, with joiners and a flag). */
const NORMAL_TEXT = [
  'Ação na Petrobras: preço R$ 30,50 — “ótimo”',
  'João & Maria <sócios> 100%',
  'Bom dia 😀👍🏽 👨‍👩‍👧 🇧🇷',
  'Av. São João, 439 – 3º andar',
  'Árabe: مرحبا · 日本語',
];

describe('forbidden characters', () => {
  it.each([
    ['C0 controls (NUL, BEL, ESC, VT, FF…)', C0_BUT_LINE_BREAKS],
    ['DEL and C1 controls (NEL…)', DEL_AND_C1],
    ['bidi controls (RLO, LRE, isolates, marks, ALM)', BIDI],
    ['line and paragraph separators', SEPARATORS],
    ['lone surrogates', LONE_SURROGATES],
  ])('refuses %s in one-line and multi-line text, alone or inside words', (_name, characters) => {
    for (const character of characters) {
      for (const text of [character, `Ana${character}Silva`, `${character}Ana`, `Ana${character}`]) {
        expect([hasForbiddenCharacters(text, 'one-line'), hasForbiddenCharacters(text, 'multi-line')]).toEqual([
          true,
          true,
        ]);
      }
    }
  });

  it('refuses tabs and line breaks in one-line text only', () => {
    for (const character of LINE_BREAKS_AND_TAB) {
      expect(hasForbiddenCharacters(`Ana${character}Silva`, 'one-line')).toBe(true);
      expect(hasForbiddenCharacters(`Ana${character}Silva`, 'multi-line')).toBe(false);
    }
  });

  it('accepts normal Portuguese text with accents and emoji, and paired surrogates', () => {
    for (const text of NORMAL_TEXT)
      expect([hasForbiddenCharacters(text, 'one-line'), hasForbiddenCharacters(text, 'multi-line')]).toEqual([
        false,
        false,
      ]);
    expect(hasForbiddenCharacters('\ud83d\ude00', 'one-line')).toBe(false);
  });

  it('reads CRLF and CR as LF, and puts header values on one line', () => {
    expect(normalizeLineBreaks('a\r\nb\rc\nd')).toBe('a\nb\nc\nd');
    expect(toOneLine(' Conta\r\n\u2028na\u0085XM\u202e ')).toBe('Conta na XM');
    expect(toOneLine('Ação 😀')).toBe('Ação 😀');
  });
});

describe('oneLineText and multiLineText', () => {
  const schema = z.object({
    nome: oneLineText('O nome', 20).min(1),
    comment: multiLineText('O comentário', 40).default(''),
  });
  const refusal = (input: unknown) => {
    const result = schema.safeParse(input);
    if (result.success) throw new Error(`accepted ${JSON.stringify(input)}`);
    return plainIssueText(result.error, input);
  };

  it('refuses a forbidden character with a message naming the field in words', () => {
    for (const character of ['\u0000', '\u0007', '\u202e', '\u2028', '\u0085', '\ud800', '\n', '\t']) {
      expect(refusal({ nome: `Ana${character}` })).toBe('O nome contém caracteres não permitidos.');
    }
    for (const character of ['\u0000', '\u0007', '\u202e', '\u2028', '\u0085', '\ud800']) {
      expect(refusal({ nome: 'Ana', comment: `linha${character}` })).toBe(
        'O comentário contém caracteres não permitidos.',
      );
    }
  });

  it('refuses a line break at either end of a one-line field instead of trimming it away', () => {
    expect(refusal({ nome: 'Ana\n' })).toBe('O nome contém caracteres não permitidos.');
    expect(refusal({ nome: '\u2029Ana' })).toBe('O nome contém caracteres não permitidos.');
  });

  it('keeps tabs and line breaks of a multi-line field, CRLF read as LF, trimmed', () => {
    expect(schema.parse({ nome: ' Ana ', comment: ' primeira\r\nsegunda\rterceira\tfim\n' })).toEqual({
      nome: 'Ana',
      comment: 'primeira\nsegunda\nterceira\tfim',
    });
  });

  it('accepts normal text and still applies the length limit', () => {
    for (const text of NORMAL_TEXT) expect(multiLineText('O texto', 100).parse(text)).toBe(text);
    expect(refusal({ nome: 'x'.repeat(21) })).toBe('O campo nome pode ter no máximo 20 caracteres.');
    expect(
      oneLineText('O nome', 20, { tooLong: 'Nome longo demais.' }).safeParse('x'.repeat(21)).error?.issues[0]?.message,
    ).toBe('Nome longo demais.');
  });
});
