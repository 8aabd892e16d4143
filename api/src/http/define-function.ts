import { compressResponse } from './compress-response';
import type { z } from 'zod';
import type { Policy } from '@agulhadas/domain/permissions';
import { can } from '@agulhadas/domain/permissions';
import { DuplicateKeyError, StoreUnavailableError, type Store } from '../store/types';
import { getStore } from '../store/db';
import { ADMIN_ROLE, isListedAdmin } from '../identity/admin-list';
import { loadCaller, type Caller } from '../identity/caller';
import type { HttpRequestType, HttpResponseInit, InvocationContextType } from './azure';
import { HttpError, errorResponse, forbidden, unauthorized } from './errors';
import { MalformedPrincipalError, PRINCIPAL_HEADER, parsePrincipal, type Principal } from './principal';
import { readJsonBody } from './read-body';
import { register } from './registry';
import { requireSameOriginWrite } from './same-origin';
import { takeUserCall, type UserRateRule } from './user-rate-limit';
import { inRequestSpan } from './request-span';
import { plainIssueText } from '@agulhadas/domain/validation/plain-issue-text';

/**
 * Who may call a method:
 * - 'public': anyone; the caller is loaded when signed in (e.g. to decide the data delay).
 * - 'user': any signed-in user.
 * - a Policy from packages/domain/permissions: signed in, with roles read from the database.
 * - 'self': the handler authenticates the request itself (robot key, webhook signature, user key).
 * - 'admin': the back office: the session carries the admin role and the account is on the admins list in the store
 *   now (a removed admin is refused at once, even while the session still carries the role); calls are rate-limited
 *   per admin.
 */
export type Access = 'public' | 'user' | Policy | 'self' | 'admin';

const NOT_ADMIN = 'Acesso restrito a administradores.';

/** Enough for a person clicking through the back office; a leaked session cannot sweep the data. */
const ADMIN_CALLS: UserRateRule = {
  name: 'admin',
  limit: 120,
  windowMs: 60_000,
  message: 'Muitas ações administrativas seguidas. Aguarde um minuto e tente de novo.',
};

export interface HandlerContext<Q, B> {
  request: HttpRequestType;
  invocation: InvocationContextType;
  principal: Principal | null;
  caller: Caller | null;
  query: Q;
  body: B;
  store: Store;
  now: Date;
}

export interface MethodSpec<Q, B> {
  access: Access;
  /** Message for a refused policy (403). */
  deniedMessage?: string;
  query?: z.ZodType<Q>;
  body?: z.ZodType<B>;
  /** Largest accepted body; default 64 KiB. */
  maxBodyBytes?: number;
  handler: (ctx: HandlerContext<Q, B>) => Promise<HttpResponseInit>;
}

export type HttpMethodName = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface FunctionDefinition {
  name: string;
  route?: string;
  internal?: boolean;
  // Each method has its own query/body types; the wrapper only needs the erased shape.
  methods: Partial<Record<HttpMethodName, MethodSpec<never, never>>>;
}

/** Keeps each method's schema and handler types tied together at the call site. */
export function method<Q = undefined, B = undefined>(spec: MethodSpec<Q, B>): MethodSpec<never, never> {
  return spec as unknown as MethodSpec<never, never>;
}

const UNAVAILABLE = 'Serviço temporariamente indisponível. Tente novamente em instantes.';

/** Signed-out callers of a signed-in method learn nothing, not even the request schema's messages: checked first. */
function requireSignInFirst(spec: MethodSpec<never, never>, principal: Principal | null): void {
  if (!principal && spec.access !== 'public' && spec.access !== 'self') throw unauthorized();
}

/** After requireSignInFirst: a missing principal here is an anonymous caller of a public method. */
async function authorize(spec: MethodSpec<never, never>, principal: Principal | null, store: Store, now: Date) {
  if (spec.access === 'self' || !principal) return null;
  const caller = await loadCaller(store, principal, now);
  if (spec.access === 'admin') {
    if (!principal.userRoles.includes(ADMIN_ROLE) || !(await isListedAdmin(store, principal.userId, now)))
      throw forbidden(NOT_ADMIN);
    await takeUserCall(store, ADMIN_CALLS, principal.userId, now);
    return caller;
  }
  if (spec.access !== 'public' && spec.access !== 'user' && !can(caller.roles, spec.access)) {
    throw forbidden(spec.deniedMessage);
  }
  return caller;
}

export function toHttpResponse(error: unknown, invocation: InvocationContextType): HttpResponseInit {
  if (error instanceof HttpError) return errorResponse(error.status, error.message, error.headers);
  if (error instanceof MalformedPrincipalError) return errorResponse(401, error.message);
  if (error instanceof StoreUnavailableError) return errorResponse(503, UNAVAILABLE, { 'retry-after': '5' });
  if (error instanceof DuplicateKeyError) return errorResponse(409, 'Registro duplicado.');
  invocation.error(error);
  return errorResponse(500, 'Erro interno. Tente novamente mais tarde.');
}

let apiClock: () => Date = () => new Date();

/** Tests that drive the robot on a simulated clock give the API the same one (the robot dates its rounds by it). */
export function overrideApiClock(clock: (() => Date) | null): void {
  apiClock = clock ?? (() => new Date());
}

async function dispatch(
  def: FunctionDefinition,
  request: HttpRequestType,
  invocation: InvocationContextType,
): Promise<HttpResponseInit> {
  const spec = def.methods[request.method as HttpMethodName];
  if (!spec) {
    const allow = Object.keys(def.methods).join(', ');
    return errorResponse(405, 'Método não permitido.', { allow });
  }
  try {
    const now = apiClock();
    const principal = parsePrincipal(request.headers.get(PRINCIPAL_HEADER));
    requireSignInFirst(spec, principal);
    if (spec.access !== 'self') requireSameOriginWrite(request);
    const rawQuery = Object.fromEntries(request.query.entries());
    const queryResult = spec.query?.safeParse(rawQuery);
    if (queryResult && !queryResult.success) throw new HttpError(400, plainIssueText(queryResult.error, rawQuery));
    let body: unknown;
    if (spec.body) {
      const rawBody = await readJsonBody(request, spec.maxBodyBytes);
      const parsedBody = spec.body.safeParse(rawBody);
      if (!parsedBody.success) throw new HttpError(400, plainIssueText(parsedBody.error, rawBody));
      body = parsedBody.data;
    }
    const store = await getStore();
    const caller = await authorize(spec, principal, store, now);
    const response = await spec.handler({
      request,
      invocation,
      principal,
      caller,
      query: queryResult?.data as never,
      body: body as never,
      store,
      now,
    });
    // A signed-in GET answers the same bytes until the user's data changes: its gzip is kept per route and user.
    return compressResponse(
      request,
      response,
      request.method === 'GET' && caller ? `${def.name}|${caller.userId}` : undefined,
    );
  } catch (error) {
    return toHttpResponse(error, invocation);
  }
}

/** Definitions by lower-cased route, for read-only introspection (security tests walk every method). */
const definitions = new Map<string, FunctionDefinition>();

export interface MethodView {
  access: Access;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Undefined: the wrapper's default (read-body.ts). */
  maxBodyBytes?: number;
}

/** What a route accepts, per method; undefined for unknown routes. Never used to serve requests. */
export function functionSpec(
  route: string,
):
  { name: string; route: string; internal: boolean; methods: Partial<Record<HttpMethodName, MethodView>> } | undefined {
  const def = definitions.get(route.toLowerCase());
  if (!def) return undefined;
  const methods: Partial<Record<HttpMethodName, MethodView>> = {};
  for (const [name, spec] of Object.entries(def.methods) as Array<[HttpMethodName, MethodSpec<never, never>]>) {
    methods[name] = { access: spec.access, query: spec.query, body: spec.body, maxBodyBytes: spec.maxBodyBytes };
  }
  return { name: def.name, route: def.route ?? def.name, internal: def.internal ?? false, methods };
}

export function defineFunction(def: FunctionDefinition): FunctionDefinition {
  definitions.set((def.route ?? def.name).toLowerCase(), def);
  register({
    name: def.name,
    route: def.route ?? def.name,
    internal: def.internal ?? false,
    handler: (request, invocation) =>
      inRequestSpan(def.route ?? def.name, request, () => dispatch(def, request, invocation)),
  });
  return def;
}
