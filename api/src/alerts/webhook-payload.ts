import { z } from 'zod';
import type { Timeframe } from '@agulhadas/domain/timeframes';
import { isTimeframe } from '@agulhadas/domain/timeframes';
import { hasForbiddenCharacters, normalizeLineBreaks } from '@agulhadas/domain/validation/forbidden-characters';
import { forbiddenCharactersMessage } from '@agulhadas/domain/validation/text-schemas';
import { hasOperatorKey } from './alert-request-schemas';

/** Largest webhook body: a chart tool's alert text, not a document. */
export const WEBHOOK_MAX_BYTES = 2048;
export const WEBHOOK_MESSAGE_MAX = 500;
export const DEFAULT_WEBHOOK_MESSAGE = 'Alerta do gráfico';

/** Chart tools spell timeframes their own way ('1D', '4H', '60'…); these map onto ours. */
const TIMEFRAME_ALIASES: Record<string, Timeframe> = { '1D': 'D', '1W': 'W', H: '60', '1H': '60', '4H': '240', '15M': '15' };

export function normalizeTimeframe(value: string): Timeframe | null {
  const upper = value.trim().toUpperCase();
  if (isTimeframe(upper)) return upper;
  return TIMEFRAME_ALIASES[upper] ?? null;
}

const jsonPayload = z.object({
  message: z
    .string()
    .max(WEBHOOK_MESSAGE_MAX * 2)
    .optional(),
  timeframe: z.union([z.string().max(8), z.number().int().positive().max(100_000)]).optional(),
  price: z.number().finite().positive().optional(),
});

export interface WebhookPayload {
  message: string;
  timeframe: Timeframe | null;
  price: number | null;
}

export class WebhookPayloadError extends Error {}

/**
 * The message as the chart tool sent it, on several lines if so. One holding a control character is refused like a
 * message typed on the site: it is stored and sent to Telegram, where such characters would hide or reorder text.
 */
function chartMessage(text: string | undefined): string {
  const message = normalizeLineBreaks(text ?? '');
  if (hasForbiddenCharacters(message, 'multi-line')) throw new WebhookPayloadError(forbiddenCharactersMessage('A mensagem'));
  return message.trim().slice(0, WEBHOOK_MESSAGE_MAX) || DEFAULT_WEBHOOK_MESSAGE;
}

/**
 * The body of a webhook call: a JSON object `{message?, timeframe?, price?}` or plain text (the message itself).
 * Text that looks like JSON but is not an object of that shape is refused, so a typo in the chart tool's
 * template shows up as a 400 instead of a notification full of braces.
 */
export function parseWebhookPayload(text: string): WebhookPayload {
  const trimmed = text.trim();
  if (!trimmed.startsWith('{')) return { message: chartMessage(text), timeframe: null, price: null };
  let raw: unknown;
  try {
    raw = JSON.parse(trimmed);
  } catch {
    throw new WebhookPayloadError('JSON inválido.');
  }
  if (hasOperatorKey(raw)) throw new WebhookPayloadError('Chaves começando com $ não são permitidas.');
  const parsed = jsonPayload.safeParse(raw);
  if (!parsed.success) throw new WebhookPayloadError('Corpo inválido: use {"message": "...", "timeframe": "D", "price": 12.3}.');
  const { message, timeframe, price } = parsed.data;
  let tf: Timeframe | null = null;
  if (timeframe !== undefined) {
    tf = normalizeTimeframe(String(timeframe));
    if (!tf) throw new WebhookPayloadError('Timeframe inválido: use W, D, 240, 60 ou 15.');
  }
  return { message: chartMessage(message), timeframe: tf, price: price ?? null };
}
