import { beforeEach, describe, expect, it } from '@jest/globals';
import { DeliveryDeferred } from '@agulhadas/delivery/queue/queued-delivery';
import type { Store } from '../../../api/src/store/types';
import { freshStore } from '../../support/api-client';
import { virtualClock } from '../../support/virtual-clock';
import { message, mostInWindow, queueMessages, recordingSender, telegramNotifier } from './notifier-support';

const START = Date.parse('2026-11-20T12:00:05.000Z');

/** Telegram's limits per bot, against a recording clock: 30 a second, 1 a second per chat, 20 a minute per group, 429 pauses all. */
describe('notifier: Telegram pace', () => {
  let store: Store;
  beforeEach(async () => {
    store = await freshStore();
  });

  it('never sends more than 30 messages in any second across chats', async () => {
    await queueMessages(
      store,
      Array.from({ length: 120 }, (_, i) => message(`m${i}`, String(1000 + i), i)),
    );
    const clock = virtualClock(START);
    const { sent, sender } = recordingSender(clock);
    const counts = await telegramNotifier(store, sender, clock).drain();
    expect(counts.sent).toBe(120);
    // 27 a second: a margin under Telegram's 30 for sends that arrive a little after their token.
    expect(mostInWindow(sent, 1000)).toBe(27);
    // No slower than that pace either: 120 messages in about 4.5 seconds.
    expect(sent.at(-1)!.at - START).toBeLessThan(4600);
  });

  it('sends one chat at most one message a second, in the order queued; a group chat at most 20 a minute', async () => {
    await queueMessages(store, [
      ...Array.from({ length: 5 }, (_, i) => message(`p${i}`, '424242', 4 - i)).reverse(),
      ...Array.from({ length: 25 }, (_, i) => message(`g${i}`, '-100200', i)),
    ]);
    const clock = virtualClock(START);
    const { sent, sender } = recordingSender(clock);
    expect((await telegramNotifier(store, sender, clock).drain()).sent).toBe(30);
    const person = sent.filter((entry) => entry.chatId === '424242');
    expect(person.map((entry) => entry.text)).toEqual([
      'mensagem p4',
      'mensagem p3',
      'mensagem p2',
      'mensagem p1',
      'mensagem p0',
    ]);
    expect(mostInWindow(person, 1000)).toBe(1);
    const group = sent.filter((entry) => entry.chatId === '-100200');
    expect(group.map((entry) => entry.text)).toEqual(Array.from({ length: 25 }, (_, i) => `mensagem g${i}`));
    // At most 20; a pass runs at most half a second after the chat's next token, so the pace stays close to it.
    expect(mostInWindow(group, 60_000)).toBeLessThanOrEqual(20);
    expect(mostInWindow(group, 60_000)).toBeGreaterThanOrEqual(17);
  });

  it("paces a chat from Telegram's answer to its last send, so a slow answer cannot crowd the chat's second", async () => {
    await queueMessages(
      store,
      Array.from({ length: 3 }, (_, i) => message(`s${i}`, '515151', i)),
    );
    const clock = virtualClock(START);
    const { sent, sender } = recordingSender(clock, () => {
      // Telegram answers 700 ms after the send left.
      clock.advance(700);
      return undefined;
    });
    expect((await telegramNotifier(store, sender, clock).drain()).sent).toBe(3);
    const gaps = sent.slice(1).map((entry, i) => entry.at - sent[i]!.at);
    // A second from each answer, not from each send.
    expect(gaps.every((gap) => gap >= 1700)).toBe(true);
  });

  it('a 429 pauses every send for its retry_after, then the message goes out without counting a failed attempt', async () => {
    await queueMessages(
      store,
      Array.from({ length: 60 }, (_, i) => message(`m${i}`, String(2000 + i), i)),
    );
    const clock = virtualClock(START);
    let pausedAt = 0;
    const { sent, sender } = recordingSender(clock, (_message, index) => {
      if (index !== 10) return undefined;
      pausedAt = clock.now();
      return new DeliveryDeferred(
        'Telegram answered 429: Too Many Requests: retry after 5',
        new Date(clock.now() + 5000),
      );
    });
    const counts = await telegramNotifier(store, sender, clock).drain();
    expect(counts).toMatchObject({ sent: 60, rateLimited: 1, failed: 0 });
    const afterPause = sent.slice(11);
    expect(afterPause.length).toBe(50);
    expect(afterPause.every((entry) => entry.at >= pausedAt + 5000)).toBe(true);
    expect(mostInWindow(sent, 1000)).toBeLessThanOrEqual(27);
  });

  it("one replica's 429 pauses the other replicas too (the pause is kept in the shared bucket)", async () => {
    await queueMessages(
      store,
      Array.from({ length: 40 }, (_, i) => message(`m${i}`, String(3000 + i), i)),
    );
    const clock = virtualClock(START);
    let pausedAt = 0;
    const first = recordingSender(clock, (_message, index) => {
      if (index !== 2) return undefined;
      pausedAt = clock.now();
      return new DeliveryDeferred(
        'Telegram answered 429: Too Many Requests: retry after 5',
        new Date(clock.now() + 5000),
      );
    });
    const second = recordingSender(clock);
    await Promise.all([
      telegramNotifier(store, first.sender, clock, { chatsPerPass: 5 }).drain(),
      telegramNotifier(store, second.sender, clock, { chatsPerPass: 5 }).drain(),
    ]);
    expect(first.sent.length + second.sent.length).toBe(41);
    expect(pausedAt).toBeGreaterThan(0);
    // Past the one token each replica may hold when the 429 arrives, nobody sends until the pause ends.
    const during = [...first.sent, ...second.sent].filter(
      (entry) => entry.at > pausedAt + 100 && entry.at < pausedAt + 5000,
    );
    expect(during).toEqual([]);
    expect(second.sent.some((entry) => entry.at >= pausedAt + 5000)).toBe(true);
  });
});
