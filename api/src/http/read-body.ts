import type { HttpRequestType } from './azure';
import { INVALID_DATA } from '@agulhadas/domain/validation/plain-issue-text';
import { HttpError } from './errors';

const DEFAULT_MAX_BODY = 64 * 1024;

/** Reads and parses a JSON body with a size cap; bad JSON or an oversized body is a 4xx, worded for a user. */
export async function readJsonBody(request: HttpRequestType, maxBytes = DEFAULT_MAX_BODY): Promise<unknown> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > maxBytes) throw new HttpError(413, 'Corpo da requisição grande demais.');
  const text = await request.text();
  if (Buffer.byteLength(text, 'utf8') > maxBytes) throw new HttpError(413, 'Corpo da requisição grande demais.');
  if (text.trim() === '') throw new HttpError(400, 'Nenhum dado enviado.');
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, INVALID_DATA);
  }
}
