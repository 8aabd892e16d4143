import { app, type HttpRequestType, type HttpResponseInit, type InvocationContextType } from './azure';

export type AzureHandler = (request: HttpRequestType, context: InvocationContextType) => Promise<HttpResponseInit>;

export interface RegisteredFunction {
  name: string;
  /** Route under /api, e.g. 'getAllAssets'. */
  route: string;
  handler: AzureHandler;
  /** Reachable only from the platform (SWA's rolesSource call), never proxied from browsers. */
  internal: boolean;
}

/** Every method is routed to the wrapper, which answers 405 itself for the ones a function lacks. */
const ROUTED_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const;

const table = new Map<string, RegisteredFunction>();

/** Registers with the Azure Functions host and in the table the local host serves. */
export function register(fn: RegisteredFunction): void {
  table.set(fn.route.toLowerCase(), fn);
  app.http(fn.name, { route: fn.route, methods: [...ROUTED_METHODS], authLevel: 'anonymous', handler: fn.handler });
}

/** Azure routes are case-insensitive; so is this lookup. */
export function findFunction(route: string): RegisteredFunction | undefined {
  return table.get(route.toLowerCase());
}

export function registeredFunctions(): RegisteredFunction[] {
  return [...table.values()];
}
