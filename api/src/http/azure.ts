import * as functionsModule from '@azure/functions';

/**
 * `@azure/functions` is CommonJS. Under Node ESM only its default export carries the classes;
 * under jest (compiled to CommonJS) the namespace does. One bridge for both.
 */
type FunctionsModule = typeof functionsModule;
const bridged = (functionsModule as FunctionsModule & { default?: FunctionsModule }).default ?? functionsModule;

export const { app, HttpRequest, HttpResponse, InvocationContext } = bridged;
export type {
  HttpRequest as HttpRequestType,
  HttpResponseInit,
  InvocationContext as InvocationContextType,
  HttpMethod,
} from '@azure/functions';
