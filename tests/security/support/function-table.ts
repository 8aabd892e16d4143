import { config } from '../../../api/src/config';
import { functionSpec, type HttpMethodName, type MethodView } from '../../../api/src/http/define-function';
import { registeredFunctions } from '../../../api/src/http/registry';
import type { Policy } from '@agulhadas/domain/permissions';
import { can } from '@agulhadas/domain/permissions';
import { deriveRoles } from '@agulhadas/domain/identity/derive-roles';
import { grantLevel } from '../../support/fixtures';
import { principalFor } from '../../support/api-client';
import type { Principal } from '../../../api/src/http/principal';
import type { Store } from '../../../api/src/store/types';
// The whole table, as the hosts load it; functions that land later are covered without editing this file.
import '../../../api/src/functions/index';

/** Mirrors read-body.ts: the body cap when a method sets none. */
export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

export const ALL_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const satisfies readonly HttpMethodName[];

export interface MethodUnderTest {
  route: string;
  name: string;
  internal: boolean;
  method: HttpMethodName;
  view: MethodView;
  /** Every method the route registers (for the Allow header). */
  allowed: HttpMethodName[];
}

/**
 * Documented exceptions: routes registered without defineFunction, so they have no method table to walk.
 * They authenticate every request themselves; the raw-route checks (never 500, JSON errors) still cover them.
 */
export const RAW_ROUTES: Readonly<Record<string, string>> = {
  realtimeEvents:
    'Web PubSub upstream: CloudEvents OPTIONS handshake and HMAC signature of the service (realtime-events.ts)',
};

/** Routes registered directly (documented in RAW_ROUTES). */
export function rawRoutes(): string[] {
  return registeredFunctions()
    .filter((fn) => !functionSpec(fn.route))
    .map((fn) => fn.route);
}

export function methodsUnderTest(): MethodUnderTest[] {
  const out: MethodUnderTest[] = [];
  for (const fn of registeredFunctions()) {
    const spec = functionSpec(fn.route);
    if (!spec && fn.route in RAW_ROUTES) continue;
    if (!spec)
      throw new Error(
        `${fn.route} is registered without defineFunction: add it to RAW_ROUTES with the reason, or use defineFunction`,
      );
    const allowed = Object.keys(spec.methods) as HttpMethodName[];
    for (const method of allowed)
      out.push({
        route: spec.route,
        name: spec.name,
        internal: spec.internal,
        method,
        view: spec.methods[method]!,
        allowed,
      });
  }
  return out;
}

export const label = (m: MethodUnderTest) => `${m.method} /api/${m.route}`;

export const isPolicy = (access: MethodView['access']): access is Policy =>
  access !== 'public' && access !== 'user' && access !== 'self' && access !== 'admin';

/** Strings the generators prefer when a field accepts them: they exist in the seeded store, so handlers go deeper. */
export const KNOWN_ASSET = 'BMFBOVESPA:PETR4';
export const STRING_POOL = [
  KNOWN_ASSET,
  'D',
  '15',
  '60',
  'W',
  'assinante_m',
  'vip_m',
  'basico_m',
  'pix',
  'cripto',
  '30days',
  'true',
  '1',
  'all',
  'BMFBOVESPA',
];

/** Levels a user may hold, from none (Registered) to every paid one. */
export const LEVELS = [null, 'Basico', 'Assinante', 'VIP', 'VIP30', 'VIPCORRETORA'] as const;
export type Level = (typeof LEVELS)[number];

/** Roles the API derives for a user holding `level` (same derivation as loadCaller). */
export function rolesFor(userId: string, level: Level): string[] {
  return deriveRoles(userId, level ? [{ level, status: 'active', expiry: null }] : [], new Date());
}

/** Levels that a policy refuses. */
export function levelsRefusedBy(policy: Policy): Level[] {
  return LEVELS.filter((level) => !can(rolesFor('probe_user', level), policy));
}

let counter = 0;
/** A new user holding `level` (an active subscription in the store), and their principal. */
export async function userWithLevel(store: Store, level: Level, prefix = 'sec'): Promise<Principal> {
  counter += 1;
  const userId = `${prefix}_${level ?? 'registered'}_${counter}`;
  if (level) await grantLevel(store, userId, level);
  return principalFor(userId);
}

/** Every secret a 'self' function may ask for, so fuzzing reaches past its own authentication. */
export function allCredentials(): Record<string, string> {
  const settings = config();
  return {
    'x-robot-key': settings.robotKey,
    'x-admin-key': settings.adminKey,
    'x-roles-source-secret': settings.rolesSourceSecret,
    'x-telegram-bot-api-secret-token': settings.telegramWebhookSecret,
  };
}
