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
const TIMEFRAME_ALIASES: Record<string, Timeframe> = {
  '1D': 'D',
  '1W': 'W',
  H: '60',
  '1H': '60',
  '4H': '240',
  '15M': '15',
};

export function normalizeTimeframe(value: string): Timeframe | null {
  const upper = value.trim().toUpperCase();
  if (isTimeframe(upper)) return upper;
  return TIMEFRAME_ALIASES[upper] ?? null;
}

/**
 * The asset of a call, in the address (`code=`) or in the JSON body (`"code"`): `EXCHANGE:SYMBOL` or a bare symbol, as
 * chart tools spell them (TradingView's `{{exchange}}:{{ticker}}`, continuous futures ending in `!`).
 */
export const webhookAssetCode = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_.:!-]+$/, 'ativo inválido');

const jsonPayload = z.object({
  message: z
    .string()
    .max(WEBHOOK_MESSAGE_MAX * 2)
    .optional(),
  timeframe: z.union([z.string().max(8), z.number().int().positive().max(100_000)]).optional(),
  price: z.number().finite().positive().optional(),
  code: webhookAssetCode.optional(),
});

export interface WebhookPayload {
  message: string;
  timeframe: Timeframe | null;
  price: number | null;
  /** The asset named in the JSON body, if any: it wins over the address's `code` (one address serves every chart). */
  code: string | null;
}

export class WebhookPayloadError extends Error {}

/**
 * The message as the chart tool sent it, on several lines if so. One holding a control character is refused like a
 * message typed on the site: it is stored and sent to Telegram, where such characters would hide or reorder text.
 */
function chartMessage(text: string | undefined): string {
  const message = normalizeLineBreaks(text ?? '');
  if (hasForbiddenCharacters(message, 'multi-line'))
    throw new WebhookPayloadError(forbiddenCharactersMessage('A mensagem'));
  return message.trim().slice(0, WEBHOOK_MESSAGE_MAX) || DEFAULT_WEBHOOK_MESSAGE;
}

/**
 * The body of a webhook call: a JSON object `{message?, timeframe?, price?, code?}` or plain text (the message itself).
 * Text that looks like JSON but is not an object of that shape is refused, so a typo in the chart tool's
 * template shows up as a 400 instead of a notification full of braces.
 */
export function parseWebhookPayload(text: string): WebhookPayload {
  const trimmed = text.trim();
  if (!trimmed.startsWith('{')) return { message: chartMessage(text), timeframe: null, price: null, code: null };
  let raw: unknown;
  try {
    raw = JSON.parse(trimmed);
  } catch {
    throw new WebhookPayloadError('JSON inválido.');
  }
  if (hasOperatorKey(raw)) throw new WebhookPayloadError('Chaves começando com $ não são permitidas.');
  const parsed = jsonPayload.safeParse(raw);
  if (!parsed.success) {
    if (parsed.error.issues.some((issue) => issue.path[0] === 'code'))
      throw new WebhookPayloadError('Ativo inválido no corpo: use BOLSA:CÓDIGO, como BMFBOVESPA:PETR4.');
    throw new WebhookPayloadError(
      'Corpo inválido: use {"message": "...", "timeframe": "D", "price": 12.3, "code": "BMFBOVESPA:PETR4"}.',
    );
  }
  const { message, timeframe, price, code } = parsed.data;
  let tf: Timeframe | null = null;
  if (timeframe !== undefined) {
    tf = normalizeTimeframe(String(timeframe));
    // Chart tools offer more timeframes than the product reads (TradingView: 1, 5, 30, 120 minutes, months…): name the
    // one refused, so the trader sees which chart's alert to fix.
    if (!tf)
      throw new WebhookPayloadError(
        `Timeframe ${JSON.stringify(String(timeframe))} não é lido aqui: use W, D, 240, 60 ou 15 (no TradingView: 1W, 1D, 240, 60 ou 15).`,
      );
  }
  return { message: chartMessage(message), timeframe: tf, price: price ?? null, code: code ?? null };
}
