import { z } from 'zod';

/** The SWA client principal as the API receives it in `x-ms-client-principal` (Base64 JSON, no claims). */
const principalSchema = z.object({
  identityProvider: z.string().min(1).max(64),
  userId: z.string().min(1).max(128),
  userDetails: z.string().max(256).default(''),
  userRoles: z.array(z.string().max(128)).max(64).default([]),
  claims: z.array(z.object({ typ: z.string(), val: z.string() })).optional(),
});

export type Principal = z.infer<typeof principalSchema>;

/** What a user id may hold: the characters of the identity providers' ids, nothing that is a path, an operator or a control. */
export const USER_ID_PATTERN = /^[A-Za-z0-9_.|@:-]+$/;

export const PRINCIPAL_HEADER = 'x-ms-client-principal';

export class MalformedPrincipalError extends Error {}

/** Parses the header; absent → null; present but malformed → MalformedPrincipalError (answered 401). */
export function parsePrincipal(header: string | null | undefined): Principal | null {
  if (!header) return null;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(header, 'base64').toString('utf8'));
  } catch {
    throw new MalformedPrincipalError('Identidade inválida');
  }
  const parsed = principalSchema.safeParse(decoded);
  if (!parsed.success) throw new MalformedPrincipalError('Identidade inválida');
  if (!USER_ID_PATTERN.test(parsed.data.userId)) throw new MalformedPrincipalError('Identidade inválida');
  return parsed.data;
}

export function encodePrincipal(principal: Principal): string {
  return Buffer.from(JSON.stringify(principal), 'utf8').toString('base64');
}
