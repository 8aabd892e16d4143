import type { HttpRequestType } from './azure';
import { HttpError } from './errors';

const DEFAULT_MAX_BODY = 64 * 1024;

/** Reads and parses a JSON body with a size cap; bad JSON or an oversized body is a 4xx. */
export async function readJsonBody(request: HttpRequestType, maxBytes = DEFAULT_MAX_BODY): Promise<unknown> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > maxBytes) throw new HttpError(413, 'Corpo da requisição grande demais.');
  const text = await request.text();
  if (Buffer.byteLength(text, 'utf8') > maxBytes) throw new HttpError(413, 'Corpo da requisição grande demais.');
  if (text.trim() === '') throw new HttpError(400, 'Corpo da requisição ausente.');
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'JSON inválido.');
  }
}
