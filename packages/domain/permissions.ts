import type { PaidLevel } from './roles';
import { isPaidLevel } from './roles';

/**
 * One policy table of who may do what, used by the client to hide and by the API to refuse.
 * Each policy takes the user's roles (from the principal on the client, from the database on the API).
 */
const ALERT_LEVELS: readonly PaidLevel[] = ['Assinante', 'VIP', 'VIP30', 'VIPCORRETORA'];
const VIP_ONLY: readonly PaidLevel[] = ['VIP'];
const KEY_LEVELS: readonly PaidLevel[] = ['VIP', 'VIP30'];

const hasAny = (roles: readonly string[], wanted: readonly string[]) => roles.some((role) => wanted.includes(role));
const isRegistered = (roles: readonly string[]) =>
  roles.includes('Registered') || roles.some((r) => r.startsWith('key_'));
const isPaid = (roles: readonly string[]) => roles.some(isPaidLevel);

export const POLICIES = {
  'assets:all': isPaid,
  'assets:realtimeData': isPaid,
  'options:use': isRegistered,
  'assets:sort': isPaid,
  'favorites:cloud': isPaid,
  'comments:use': (roles: readonly string[]) => hasAny(roles, ALERT_LEVELS),
  'alerts:use': (roles: readonly string[]) => hasAny(roles, ALERT_LEVELS),
  'alerts:turnOnAll': isPaid,
  'alerts:turnOffAll': isRegistered,
  'templates:full': (roles: readonly string[]) => hasAny(roles, ALERT_LEVELS),
  'telegram:use': (roles: readonly string[]) => hasAny(roles, ALERT_LEVELS),
  'push:use': (roles: readonly string[]) => hasAny(roles, ALERT_LEVELS),
  'ads:hidden': isPaid,
  'realtime:use': (roles: readonly string[]) => hasAny(roles, VIP_ONLY),
  'userAssets:use': (roles: readonly string[]) => hasAny(roles, VIP_ONLY),
  'userKey:show': (roles: readonly string[]) => hasAny(roles, KEY_LEVELS),
  'account:use': isRegistered,
} as const;

export type Policy = keyof typeof POLICIES;

export function can(roles: readonly string[], policy: Policy): boolean {
  return POLICIES[policy](roles);
}
