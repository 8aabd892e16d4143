/** Roles as the identity layer names them. `key_<userId>` is added per user. */
export const PAID_LEVELS = ['Basico', 'Assinante', 'VIP', 'VIP30', 'VIPCORRETORA'] as const;
export type PaidLevel = (typeof PAID_LEVELS)[number];
export type Role = 'anonymous' | 'authenticated' | 'Registered' | PaidLevel;

export const USER_KEY_PREFIX = 'key_';

export function isPaidLevel(value: unknown): value is PaidLevel {
  return typeof value === 'string' && (PAID_LEVELS as readonly string[]).includes(value);
}

/** The user id carried by the `key_` role, or null. */
export function userIdFromRoles(roles: readonly string[]): string | null {
  const key = roles.find((role) => role.startsWith(USER_KEY_PREFIX));
  return key ? key.slice(USER_KEY_PREFIX.length) : null;
}
