import { hasForbiddenCharacters, normalizeLineBreaks, type TextKind } from './forbidden-characters';
import { z } from './zod';

export interface TextMessages {
  /** Said when the value is missing or not text (defaults to zod's Portuguese). */
  notText?: string;
  /** Said when the text is longer than allowed (defaults to zod's Portuguese). */
  tooLong?: string;
}

/** 'O nome contém caracteres não permitidos.': the field in words, with its article. */
export const forbiddenCharactersMessage = (field: string) => `${field} contém caracteres não permitidos.`;

/**
 * Refuses, never cleans, text holding a character its kind of field forbids: stripping would store something other
 * than what the user typed without telling them. For text with a format of its own (a link); free text takes
 * `oneLineText` or `multiLineText`.
 */
export function allowedCharacters(field: string, kind: TextKind = 'one-line') {
  return z.refine<string>((text) => !hasForbiddenCharacters(text, kind), { error: forbiddenCharactersMessage(field) });
}

/** Checked before trimming, so a line break at either end is refused too instead of vanishing. */
function freeText(kind: TextKind, field: string, messages: TextMessages) {
  return z.string(messages.notText ? { error: messages.notText } : undefined).check(allowedCharacters(field, kind));
}

/**
 * Free text of one line that is stored or sent (a name, an address, a phone, a subject): no control characters, no
 * bidi controls, no line or paragraph separators, no lone surrogates; trimmed, then at most `max` characters.
 * `field` names it in words with its article ('O nome', 'A mensagem') for the refusal.
 */
export function oneLineText(field: string, max: number, messages: TextMessages = {}) {
  return freeText('one-line', field, messages)
    .trim()
    .max(max, messages.tooLong ? { error: messages.tooLong } : undefined);
}

/**
 * Free text of several lines (a note, an alert message): as one-line text, but tabs and line breaks are kept, CRLF
 * and CR read as LF so the text is stored the same whichever system typed it.
 */
export function multiLineText(field: string, max: number, messages: TextMessages = {}) {
  return freeText('multi-line', field, messages)
    .overwrite(normalizeLineBreaks)
    .trim()
    .max(max, messages.tooLong ? { error: messages.tooLong } : undefined);
}
