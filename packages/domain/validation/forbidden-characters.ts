/**
 * Characters refused in free text that is stored or sent. They are invisible, so text holding them does not read as
 * what it is: C0/C1 control characters (NUL, BEL, ESC, NEL…) break or hide the rest of a line in e-mails, Telegram
 * and logs; bidi controls (RLO and the like) make a name or an address display in another order than it is stored;
 * line and paragraph separators (U+2028/U+2029) start a new line that many readers do not show as one, so a subject
 * or a name could carry a second line; a lone surrogate is no character at all and breaks encoders.
 */

/**
 * 'one-line': names, addresses, phones, subjects: visible characters and spaces only. 'multi-line': notes and alert
 * messages, which may also hold tabs and line breaks.
 */
export type TextKind = 'one-line' | 'multi-line';

// Spelled as escapes, so the source itself holds none of the characters it refuses.
const CONTROLS = '\\u0000-\\u001F\\u007F-\\u009F';
// Controls a multi-line text (a note, an alert message) may keep: tab, line feed and carriage return.
const CONTROLS_BUT_LINE_BREAKS = '\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F';
const BIDI_CONTROLS = '\\u061C\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u2069';
const SEPARATORS = '\\u2028\\u2029';
/** In unicode mode a paired surrogate reads as one astral character, so only lone ones are of category Cs. */
const LONE_SURROGATE = '\\p{Cs}';

const classOf = (kind: TextKind) =>
  `[${kind === 'one-line' ? CONTROLS : CONTROLS_BUT_LINE_BREAKS}${BIDI_CONTROLS}${SEPARATORS}]|${LONE_SURROGATE}`;

const FORBIDDEN: Readonly<Record<TextKind, RegExp>> = {
  'one-line': new RegExp(classOf('one-line'), 'u'),
  'multi-line': new RegExp(classOf('multi-line'), 'u'),
};

/** True when the text holds a character its kind of field refuses. */
export function hasForbiddenCharacters(text: string, kind: TextKind): boolean {
  return FORBIDDEN[kind].test(text);
}

/**
 * The text with each run of characters a one-line field refuses turned into one space: for values that reach an
 * e-mail header without having been typed into a validated field, where refusing would lose the whole e-mail.
 */
export function toOneLine(text: string): string {
  return text.replace(new RegExp(`(?:${classOf('one-line')})+`, 'gu'), ' ').trim();
}

/** Windows (CRLF) and old Mac (CR) line breaks as the single line feed every reader shows as one. */
export function normalizeLineBreaks(text: string): string {
  return text.replace(/\r\n?/g, '\n');
}
