import { beforeEach, describe, expect, it } from '@jest/globals';
import { telegramQueue } from '@agulhadas/delivery/queue/telegram-queue';
import { notifications } from '../../../api/src/store/notifications';
import type { Store } from '../../../api/src/store/types';
import { TELEGRAM_PROVIDER } from '../../../notifier/src/telegram/telegram-pass';
import { freshStore } from '../../support/api-client';
import { virtualClock } from '../../support/virtual-clock';
import { firedNotification, message, queueMessages, recordingSender, telegramNotifier } from './notifier-support';
import { breakerLog, drainUntilSettled, expectOnlyProbesWhileOpen, fetchTimeout, stalledFrom } from './stall-support';

const START = Date.parse('2026-11-20T12:00:05.000Z');
const CHATS = 500;
/** Chats whose alert's candle closes 20 s after the start, inside the stall: those may expire, no other. */
const CLOSING_SOON = 10;

describe('Telegram stalls: a send without an answer loses nothing', () => {
  let store: Store;
  beforeEach(async () => {
    store = await freshStore();
  });

  it('a 30-second stall of the Bot API: every alert arrives or is past its close, in order, resent only after a timeout, only probes while stopped', async () => {
    const chats = Array.from({ length: CHATS }, (_, i) => String(10_000 + i));
    const queued = chats.flatMap((chatId, c) => [0, 1].map((k) => message(`c${c}-${k}`, chatId, k)));
    await notifications(store).insertMany(
      queued.map((queuedMessage, i) =>
        firedNotification(queuedMessage.notificationId, '15', i < 2 * CLOSING_SOON ? 14 + 40 / 60 : 1, START),
      ),
    );
    await queueMessages(store, queued);
    const clock = virtualClock(START);
    const hung = stalledFrom(START + 5_000);
    const { sent, sender } = recordingSender(clock, () => (hung(clock.now()) ? fetchTimeout() : undefined));
    const { events, log } = breakerLog(clock, () => sent.length);
    const notifier = telegramNotifier(store, sender, clock, { log });

    await drainUntilSettled(notifier, clock, telegramQueue(store));

    const timedOut = sent.filter((entry) => hung(entry.at)).length;
    const stored = await telegramQueue(store).find({}).toArray();
    // Nothing given up or left behind: each message was sent, or its candle closed before it could go.
    expect(stored.filter((doc) => doc.status !== 'sent' && doc.status !== 'expired')).toEqual([]);
    const expired = stored.filter((doc) => doc.status === 'expired');
    for (const doc of expired) {
      expect(Number(doc._id.slice(1, doc._id.indexOf('-')))).toBeLessThan(CLOSING_SOON);
      expect(doc.settledAt!.getTime()).toBeGreaterThanOrEqual(START + 20_000);
    }
    // The sends that timed out may have reached the chat (worst case: all did), so each counts as a delivery.
    const delivered = new Set(sent.map((entry) => entry.text));
    for (const doc of stored.filter((doc) => doc.status === 'sent')) expect(delivered.has(doc.text)).toBe(true);
    expect(sent.length - delivered.size).toBeLessThanOrEqual(timedOut);
    // Every timeout is on its message's record and in the counts.
    expect(stored.reduce((sum, doc) => sum + (doc.unknownOutcomes ?? 0), 0)).toBe(timedOut);
    expect(notifier.totals.telegram).toMatchObject({
      failed: 0,
      unknown: timedOut,
      sent: stored.length - expired.length,
    });
    // A chat's second message never arrives before its first.
    for (const [c, chatId] of chats.entries()) {
      const firstArrivals = [...new Set(sent.filter((entry) => entry.chatId === chatId).map((entry) => entry.text))];
      expect(firstArrivals).toEqual([0, 1].map((k) => `mensagem c${c}-${k}`).filter((text) => delivered.has(text)));
    }
    expectOnlyProbesWhileOpen(
      sent.map((entry) => entry.at),
      events,
      hung,
      TELEGRAM_PROVIDER,
    );
  }, 60_000);
});
