/** Domains of one mailbox service that ignores dots in the local part; both names reach the same inbox. */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The e-mail form a trial is keyed by, so one mailbox cannot take several trials: trimmed and lower-cased,
 * any '+tag' dropped (mail providers deliver `nome+x@…` to `nome@…`), and for Gmail the dots of the local
 * part ignored and googlemail.com read as gmail.com. Empty when there is no usable address.
 */
export function trialEmailKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0 || at === address.length - 1) return address;
  const domain = address.slice(at + 1);
  const untagged = address.slice(0, at).split('+')[0];
  if (!GMAIL_DOMAINS.has(domain)) return `${untagged || address.slice(0, at)}@${domain}`;
  return `${untagged.replaceAll('.', '') || address.slice(0, at)}@gmail.com`;
}
