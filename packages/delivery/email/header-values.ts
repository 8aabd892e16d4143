import { hasForbiddenCharacters, toOneLine } from '@agulhadas/domain/validation/forbidden-characters';

/**
 * An address for the To/Bcc header, refused when it holds a line break, a control or a space: such an address is
 * no address, and a line break in a header starts a header of the sender's choosing (another Bcc). Refusing fails
 * the e-mail, which the outbox records, rather than mail a guess.
 */
export function headerAddress(address: string): string {
  if (hasForbiddenCharacters(address, 'one-line') || /\s/.test(address))
    throw new Error('an e-mail address holds a line break, a control character or a space');
  return address;
}

/**
 * A subject on one line whatever its data held: each run of control characters, bidi controls or line separators
 * reads as one space. Subjects are built from stored data (names, broker names) that may predate the validation of
 * what users type, so the renderer cleans rather than lose the e-mail.
 */
export const headerText = toOneLine;
