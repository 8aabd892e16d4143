import { hasForbiddenCharacters } from '../validation/forbidden-characters';

/** One claim of the identity provider's token, as SWA passes them to `rolesSource` and the principal. */
export interface IdentityClaim {
  typ: string;
  val: string;
}

/** Claim types that carry the e-mail, most specific first (OIDC `email`, then the WS-Fed long form SWA may use). */
const EMAIL_CLAIMS = [
  'email',
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress',
  'emails',
  'preferred_username',
];

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const asEmail = (value: string | undefined): string | null => {
  const trimmed = value?.trim().toLowerCase() ?? '';
  return EMAIL_SHAPE.test(trimmed) && trimmed.length <= 200 && !hasForbiddenCharacters(trimmed, 'one-line')
    ? trimmed
    : null;
};

/**
 * The user's e-mail from a sign-in. SWA fills `userDetails` from the provider's `nameClaimType`, which with
 * Kinde configured as `name` is the person's name, not the e-mail: the e-mail claim wins, and `userDetails`
 * counts only when it is shaped like an e-mail. '' when the sign-in carries none.
 */
export function emailFromIdentity(userDetails: string, claims: readonly IdentityClaim[]): string {
  for (const typ of EMAIL_CLAIMS) {
    const found = asEmail(claims.find((claim) => claim.typ === typ)?.val);
    if (found) return found;
  }
  return asEmail(userDetails) ?? '';
}
