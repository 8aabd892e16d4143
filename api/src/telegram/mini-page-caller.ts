import { z } from 'zod';
import { deriveRoles } from '@agulhadas/domain/identity/derive-roles';
import { can } from '@agulhadas/domain/permissions';
import { config } from '../config';
import { forbidden, HttpError } from '../http/errors';
import { USER_ID_PATTERN } from '../http/principal';
import { clientAddress, fixedWindowLimiter } from '../http/rate-limit';
import type { Store } from '../store/types';
import { subscriptionsOf } from '../store/subscriptions';
import { users } from '../store/users';
import { miniAppUserId } from './mini-app-user';

/** The `u` of a mini-page address: the user the page is for. */
export const miniPageUserSchema = z.string().min(1).max(128).regex(USER_ID_PATTERN, 'usuário inválido');

export const MINI_PAGE_DENIED = 'Essa pagina só funciona no Telegram';
/** Telegram opened the page from a chat the user disconnected ('Desconectar'): say so, and how to link again. */
export const MINI_PAGE_DISCONNECTED =
  'Este chat do Telegram foi desconectado da sua conta do Agulhadas e não abre mais as leituras dos alertas. Para conectar de novo, use Dispositivos no site do Agulhadas.';
const TOO_MANY = 'Muitas tentativas. Tente de novo em um minuto.';

/** Per caller address: a legitimate reader opens the page (and its charts) a few times a minute at most. */
export const MINI_PAGE_CALLS_PER_MINUTE = 30;
const limiter = fixedWindowLimiter(MINI_PAGE_CALLS_PER_MINUTE, 60_000);

/** The signed WebApp data Telegram gives the page, sent as it came (never in the URL, which gets logged). */
export const INIT_DATA_HEADER = 'x-telegram-init-data';

/**
 * The user a page opened inside Telegram speaks for (the mini-page and the charts it opens): no site cookie there,
 * so the `initData` Telegram signed with the bot's token must name the Telegram chat linked to user `userId`, and
 * that user must still be allowed Telegram alerts (a lapsed subscription stops the page too). Alerts switched off
 * (/parar, or on /dispositivos) leave the chat linked, so the buttons of earlier alerts keep opening their readings;
 * a disconnected chat is no longer the user's, and is told so. Forged or stale initData, or a chat that is not the user's, is
 * refused alike; callers are rate-limited.
 */
export async function miniPageCaller(
  store: Store,
  headers: Headers,
  userId: string,
  now: Date,
): Promise<{ userId: string; roles: string[] }> {
  if (!limiter.take(clientAddress(headers), now.getTime())) throw new HttpError(429, TOO_MANY, { 'retry-after': '60' });
  const chatId = miniAppUserId(headers.get(INIT_DATA_HEADER) ?? '', config().telegramInitDataToken, now);
  const user = await users(store).findOne({ _id: userId }, { projection: { telegram: 1, telegramDisconnectedId: 1 } });
  // Only the disconnected chat itself (proved by Telegram's signature) is told it was disconnected: to any other
  // chat the answer stays the same, so nothing is learnt about whose chat is whose.
  if (chatId && user && user.telegram?.id !== chatId && user.telegramDisconnectedId === chatId)
    throw forbidden(MINI_PAGE_DISCONNECTED);
  if (!chatId || !user || user.telegram?.id !== chatId) throw forbidden(MINI_PAGE_DENIED);
  const roles = deriveRoles(user._id, await subscriptionsOf(store, user._id), now);
  if (!can(roles, 'telegram:use')) throw forbidden(MINI_PAGE_DENIED);
  return { userId: user._id, roles };
}
