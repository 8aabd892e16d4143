import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Anti-forgery tokens for the forms of the local stand-in pages (login, Telegram): an HMAC, under a key made for
 * the run, of what the form is bound to (the login page view's nonce, the session). A page elsewhere cannot read
 * the form to copy it, nor compute it, nor plant a cookie that matches it; a restart makes earlier forms stale.
 */
const RUN_KEY = randomBytes(32);

export const FORM_TOKEN_FIELD = 'csrf';

export const formToken = (purpose: string, binding: string): string =>
  createHmac('sha256', RUN_KEY).update(`${purpose}\n${binding}`).digest('base64url');

export function formTokenMatches(purpose: string, binding: string | null, token: string | null | undefined): boolean {
  if (!binding || !token) return false;
  const expected = Buffer.from(formToken(purpose, binding));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A fresh, unguessable value for a cookie that binds a form to one page view. */
export const newFormNonce = (): string => randomBytes(18).toString('base64url');
