import { randomBytes } from 'node:crypto';
import type { Store } from './types';

/**
 * One-time links between a Telegram chat and a user, both ways:
 * - 'code': the bot answers /start with a short code for that chat; the user pastes it on /dispositivos
 *   (the raw chat id is never accepted: anyone could type someone else's);
 * - 'token': /dispositivos makes a deep link t.me/<bot>?start=<token> for the signed-in user; the bot
 *   receives /start <token> and links the chat.
 * Each is used once and expires (`expiresAt`).
 */
export interface TelegramLinkDoc {
  _id: string;
  kind: 'code' | 'token';
  /** 'code': the chat that asked for it. */
  chatId?: string;
  /** 'token': the user it links. */
  userId?: string;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
}

export const telegramLinks = (store: Store) => store.collection<TelegramLinkDoc>('telegram_links');

export const CODE_MINUTES = 30;
export const TOKEN_MINUTES = 10;

// No 0/O or 1/I: the code is read on a phone and typed on another screen.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function newCode(): string {
  return [...randomBytes(8)].map((byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('');
}

const later = (now: Date, minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();

export async function createChatCode(store: Store, chatId: string, now: Date): Promise<TelegramLinkDoc> {
  await removeEndedLinks(store, now);
  const doc: TelegramLinkDoc = {
    _id: newCode(),
    kind: 'code',
    chatId,
    createdAt: now.toISOString(),
    expiresAt: later(now, CODE_MINUTES),
    usedAt: null,
  };
  await telegramLinks(store).insertOne(doc);
  return doc;
}

/** A token still this fresh is handed out again instead of a new one: enough time left to open Telegram and tap Start. */
const REUSE_MINUTES_LEFT = 2;
/** Used and expired links are kept a day, so a late tap is told 'used' or 'expired' rather than 'unknown'; then removed. */
const KEEP_ENDED_MS = 24 * 3_600_000;

/** Removes links that ended more than a day ago: without it every page view and /start left a document for good. */
export async function removeEndedLinks(store: Store, now: Date): Promise<void> {
  await telegramLinks(store).deleteMany({ expiresAt: { $lt: new Date(now.getTime() - KEEP_ENDED_MS).toISOString() } });
}

/**
 * The caller's open deep-link token when it still has a few minutes left, else null. Reloading /dispositivos
 * (or a script calling in a loop) is handed the same token again for several minutes; only a new one is counted.
 */
export async function openLinkToken(store: Store, userId: string, now: Date): Promise<TelegramLinkDoc | null> {
  return telegramLinks(store).findOne(
    { kind: 'token', userId, usedAt: null, expiresAt: { $gt: later(now, REUSE_MINUTES_LEFT) } },
    { sort: { expiresAt: -1 } },
  );
}

/** A new deep-link token for the caller (ended links are cleared first). */
export async function newLinkToken(store: Store, userId: string, now: Date): Promise<TelegramLinkDoc> {
  await removeEndedLinks(store, now);
  return createLinkToken(store, userId, now);
}

/** Telegram's deep-link parameter allows A–Z, a–z, 0–9, _ and -, up to 64 characters. */
async function createLinkToken(store: Store, userId: string, now: Date): Promise<TelegramLinkDoc> {
  const doc: TelegramLinkDoc = {
    _id: randomBytes(24).toString('base64url'),
    kind: 'token',
    userId,
    createdAt: now.toISOString(),
    expiresAt: later(now, TOKEN_MINUTES),
    usedAt: null,
  };
  await telegramLinks(store).insertOne(doc);
  return doc;
}

export type LinkUse = { ok: true; link: TelegramLinkDoc } | { ok: false; reason: 'unknown' | 'used' | 'expired' };

/** Marks the link used, once: of two racing uses only one succeeds. */
export async function useLink(store: Store, kind: TelegramLinkDoc['kind'], id: string, now: Date): Promise<LinkUse> {
  const at = now.toISOString();
  const link = await telegramLinks(store).findOneAndUpdate(
    { _id: id, kind, usedAt: null, expiresAt: { $gt: at } },
    { $set: { usedAt: at } },
    { returnDocument: 'after' },
  );
  if (link) return { ok: true, link };
  const known = await telegramLinks(store).findOne({ _id: id, kind });
  if (!known) return { ok: false, reason: 'unknown' };
  return { ok: false, reason: known.usedAt ? 'used' : 'expired' };
}

export async function ensureTelegramLinkIndexes(store: Store): Promise<void> {
  await telegramLinks(store).createIndex({ expiresAt: 1 });
  await telegramLinks(store).createIndex({ userId: 1, expiresAt: -1 });
}
