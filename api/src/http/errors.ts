import type { HttpResponseInit } from './azure';
import { JsonText } from '../lib/json-text';

/** An error the client should see: status + Portuguese message, answered as `{ "error": "…" }`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Você precisa estar logado.') => new HttpError(401, message);
export const forbidden = (message = 'Acesso negado.') => new HttpError(403, message);
export const notFound = (message = 'Não encontrado.') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

/** A JSON answer; a JsonText body is answered as its text. */
export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): HttpResponseInit {
  return {
    status,
    body: body instanceof JsonText ? body.text : JSON.stringify(body),
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  };
}

export function errorResponse(status: number, message: string, headers: Record<string, string> = {}): HttpResponseInit {
  return jsonResponse(status, { error: message }, headers);
}
