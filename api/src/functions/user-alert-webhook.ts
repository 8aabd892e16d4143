import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { alertHeading } from '@agulhadas/domain/alerts/alert-message';
import { formatPrice } from '@agulhadas/domain/presentation/format';
import { can } from '@agulhadas/domain/permissions';
import { publishNotifications } from '../alerts/publish-notifications';
import {
  WEBHOOK_MAX_BYTES,
  WebhookPayloadError,
  parseWebhookPayload,
  webhookAssetCode,
  type WebhookPayload,
} from '../alerts/webhook-payload';
import { defineFunction, method, type HandlerContext } from '../http/define-function';
import { HttpError, badRequest, forbidden, jsonResponse, notFound } from '../http/errors';
import { userByKey } from '../identity/user-key';
import { assets, type AssetDoc } from '../store/assets';
import { notifications, type NotificationDoc } from '../store/notifications';
import type { Store } from '../store/types';
import { findOwnAsset } from '../store/user-assets';

/** Marks webhook notifications in the `id` field, where engine notifications carry their alert's id. */
export const WEBHOOK_NOTIFICATION_ID = 'webhook';
/** Calls per user per minute: a chart tool misfiring in a loop must not flood the user's Telegram. */
export const WEBHOOK_CALLS_PER_MINUTE = 30;

const query = z.object({
  u: z
    .string()
    .min(8)
    .max(128)
    .regex(/^[A-Za-z0-9_-]+$/, 'chave inválida'),
  code: webhookAssetCode.optional(),
});
type Query = z.infer<typeof query>;

/**
 * `EXCHANGE:SYMBOL` exactly (a platform asset, or one of the caller's own assets: their chart tool may alert on what
 * their robot sends), or a bare symbol when only one exchange lists it.
 */
async function findAsset(store: Store, userId: string, code: string): Promise<AssetDoc> {
  const key = code.toUpperCase();
  if (key.includes(':')) {
    const asset = (await assets(store).findOne({ _id: key })) ?? (await findOwnAsset(store, userId, key));
    if (!asset) throw notFound(`Ativo desconhecido: ${code}.`);
    return asset;
  }
  const matches = await assets(store).find({ symbol: key }, { limit: 5 }).toArray();
  if (matches.length === 0) throw notFound(`Ativo desconhecido: ${code}.`);
  if (matches.length > 1)
    throw badRequest(`Símbolo ${code} existe em mais de uma bolsa: use ${matches.map((doc) => doc._id).join(' ou ')}.`);
  return matches[0]!;
}

async function readBody(ctx: HandlerContext<Query, undefined>): Promise<string> {
  if (ctx.request.method !== 'POST') return '';
  const declared = Number(ctx.request.headers.get('content-length') ?? '0');
  if (declared > WEBHOOK_MAX_BYTES) throw new HttpError(413, 'Corpo da requisição grande demais.');
  const text = await ctx.request.text();
  if (Buffer.byteLength(text, 'utf8') > WEBHOOK_MAX_BYTES)
    throw new HttpError(413, 'Corpo da requisição grande demais.');
  return text;
}

function notificationText(asset: AssetDoc, payload: WebhookPayload, timeframe: string): string {
  const price = payload.price ?? asset.readings[payload.timeframe ?? 'D']?.preco ?? asset.preco;
  return `${alertHeading(asset.asset, timeframe)}: ${payload.message}${price ? ` — preço ${formatPrice(price, asset)}` : ''}`;
}

/**
 * GET/POST /api/useralert?u={userKey}&code={asset} — the VIP webhook for external chart tools (docs/webhook.md). The
 * asset may come in the JSON body instead (`"code"`, winning over the address's), so one address serves every chart.
 * The secret userKey identifies the user (no cookie: the chart tool's server calls it); each call becomes a
 * notification with the asset's current readings and is queued for Telegram like an engine alert.
 */
async function handle(ctx: HandlerContext<Query, undefined>) {
  const { store, now, query: params } = ctx;
  const text = await readBody(ctx);
  const { userId, roles } = await userByKey(store, params.u, now);
  if (!can(roles, 'userKey:show')) throw forbidden('O webhook está disponível apenas para os planos VIP e VIP30.');
  let payload: WebhookPayload;
  try {
    payload = parseWebhookPayload(text);
  } catch (error) {
    if (error instanceof WebhookPayloadError) throw badRequest(error.message);
    throw error;
  }
  const code = payload.code ?? params.code;
  if (!code) throw badRequest('Informe o ativo: code no endereço ou "code" no corpo JSON.');
  const asset = await findAsset(store, userId, code);
  const recent = await notifications(store).countDocuments({
    userId,
    id: WEBHOOK_NOTIFICATION_ID,
    timestamp: { $gte: new Date(now.getTime() - 60_000).toISOString() },
  });
  if (recent >= WEBHOOK_CALLS_PER_MINUTE)
    throw new HttpError(429, 'Muitas chamadas do webhook. Tente de novo em um minuto.', { 'retry-after': '60' });
  const timeframe = payload.timeframe ?? 'D';
  const at = now.toISOString();
  const notification: NotificationDoc = {
    _id: randomUUID(),
    userId,
    asset: asset.asset,
    timeframe,
    timestamp: at,
    message: notificationText(asset, payload, timeframe),
    id: WEBHOOK_NOTIFICATION_ID,
    lastNotification: at,
    assetData: asset.readings,
  };
  await publishNotifications(store, [notification], new Map([[userId, roles]]), now);
  return jsonResponse(200, { ok: true, notificationId: notification._id, asset: asset.asset, timeframe });
}

export const userAlertWebhook = defineFunction({
  name: 'useralert',
  methods: {
    GET: method({ access: 'self', query, handler: handle }),
    POST: method({ access: 'self', query, handler: handle }),
  },
});
