import { z } from 'zod';
import { normalizeEmail } from '../../store/promo-eligible';

const emailSchema = z.email().max(200);

export interface ParsedEmailList {
  /** Distinct valid addresses, trimmed and lower-cased, in the order given. */
  emails: string[];
  /** What could not be read as an e-mail, as typed (a line without any '@' counts once, whole). */
  invalid: string[];
}

/**
 * Reads a pasted list or a CSV export: one address a line, or any column holding one (fields split by comma,
 * semicolon or tab). A first line without an address is a header and skipped; later ones are reported invalid.
 */
export function parseEmailList(text: string): ParsedEmailList {
  const emails = new Set<string>();
  const invalid: string[] = [];
  text.split(/\r?\n/).forEach((rawLine, index) => {
    const line = rawLine.trim();
    if (!line) return;
    const fields = line
      .split(/[,;\t]/)
      .map((field) => field.trim().replace(/^"|"$/g, '').trim())
      .filter(Boolean);
    const candidates = fields.filter((field) => field.includes('@'));
    if (candidates.length === 0) {
      if (index > 0) invalid.push(line);
      return;
    }
    for (const candidate of candidates) {
      const email = normalizeEmail(candidate);
      if (emailSchema.safeParse(email).success) emails.add(email);
      else invalid.push(candidate);
    }
  });
  return { emails: [...emails], invalid };
}
