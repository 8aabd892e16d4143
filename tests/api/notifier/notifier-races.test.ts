import { beforeEach, describe, expect, it } from '@jest/globals';
import { notifications } from '../../../api/src/store/notifications';
import { retryDelayMs } from '@agulhadas/delivery/queue/queued-delivery';
import { telegramQueue } from '@agulhadas/delivery/queue/telegram-queue';
import type { Store } from '../../../api/src/store/types';
import type { TelegramSender } from '@agulhadas/delivery/telegram/telegram-sender';
import { systemClock } from '../../../notifier/src/clock';
import { chatLeases } from '../../../notifier/src/telegram/chat-leases';
import { freshStore } from '../../support/api-client';
import { virtualClock } from '../../support/virtual-clock';
import {
  firedNotification,
  message,
  queueMessages,
  recordingSender,
  telegramNotifier,
  type SentMessage,
} from './notifier-support';
import { drainUntilSettled } from './stall-support';

const START = Date.parse('2026-11-20T12:00:05.000Z');

const textsOf = (sent: readonly SentMessage[], chatId: string) =>
  sent.filter((entry) => entry.chatId === chatId).map((entry) => entry.text);

describe('notifier: replicas, leases, order and deadlines', () => {
  let store: Store;
  beforeEach(async () => {
    store = await freshStore();
  });

  it('two notifiers on one queue send every message once, each chat in the order queued', async () => {
    const chats = Array.from({ length: 12 }, (_, i) => String(3000 + i));
    await queueMessages(
      store,
      chats.flatMap((chatId, c) => Array.from({ length: 4 }, (_, k) => message(`c${c}-${k}`, chatId, k))),
    );
    const clock = virtualClock(START);
    const { sent, sender } = recordingSender(clock);
    const [one, two] = [
      telegramNotifier(store, sender, clock, { chatsPerPass: 5 }),
      telegramNotifier(store, sender, clock, { chatsPerPass: 5 }),
    ];
    await Promise.all([one.drain(), two.drain()]);
    expect(sent).toHaveLength(48);
    expect(new Set(sent.map((entry) => entry.text)).size).toBe(48);
    for (const [c, chatId] of chats.entries())
      expect(textsOf(sent, chatId)).toEqual([0, 1, 2, 3].map((k) => `mensagem c${c}-${k}`));
    // Both did part of the work.
    expect(one.totals.telegram.sent).toBeGreaterThan(0);
    expect(two.totals.telegram.sent).toBeGreaterThan(0);
    expect(await telegramQueue(store).countDocuments({ status: 'sent' })).toBe(48);
  });

  it("round-robin: every chat's first message leaves before a busy chat's third", async () => {
    await queueMessages(store, [
      ...Array.from({ length: 30 }, (_, k) => message(`busy-${k}`, '4000', k)),
      ...Array.from({ length: 40 }, (_, i) => message(`first-${i}`, String(5000 + i), 100 + i)),
    ]);
    const clock = virtualClock(START);
    const { sent, sender } = recordingSender(clock);
    await telegramNotifier(store, sender, clock, { chatsPerPass: 10 }).drain();
    const thirdOfBusy = sent.findIndex((entry) => entry.text === 'mensagem busy-2');
    const lastFirst = Math.max(
      ...sent.flatMap((entry, index) => (entry.text.startsWith('mensagem first-') ? [index] : [])),
    );
    expect(lastFirst).toBeLessThan(thirdOfBusy);
  });

  it('an alert not sent before its timeframe’s next close is marked expired and counted, never sent late', async () => {
    const fired = (id: string, timeframe: string, minutesAgo: number) =>
      firedNotification(id, timeframe, minutesAgo, START);
    await notifications(store).insertMany([
      fired('late15', '15', 20),
      fired('fresh15', '15', 5),
      fired('lateD', 'D', 25 * 60),
    ]);
    await queueMessages(store, [
      message('a', '6001', 1, 'late15'),
      message('b', '6002', 1, 'fresh15'),
      message('c', '6003', 1, 'lateD'),
      message('d', '6004', 1, 'notice'),
    ]);
    const clock = virtualClock(START);
    const { sent, sender } = recordingSender(clock);
    expect(await telegramNotifier(store, sender, clock).drain()).toMatchObject({ sent: 2, expired: 2 });
    expect(sent.map((entry) => entry.chatId).sort()).toEqual(['6002', '6004']);
    expect(await telegramQueue(store).findOne({ _id: 'a' })).toMatchObject({
      status: 'expired',
      settledAt: expect.any(Date),
    });
  });

  it('a notifier stopped mid-batch holds its chats until the lease ends; then the other resends the unanswered message once', async () => {
    await queueMessages(store, [message('x1', '7001', 1), message('x2', '7001', 2), message('y1', '7002', 1)]);
    const clock = virtualClock(START);
    // The first notifier's send to chat 7001 never returns: it died after the request left.
    const dead = recordingSender(clock, (sent) => (sent.chatId === '7001' ? 'hang' : undefined));
    const crashed = telegramNotifier(store, dead.sender, clock);
    void crashed.drain();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(dead.sent.map((entry) => entry.text).sort()).toEqual(['mensagem x1', 'mensagem y1']);
    expect(await chatLeases(store).findOne({ _id: '7001' })).toMatchObject({ owner: crashed.owner });

    const survivor = recordingSender(clock);
    const heldUntil = (await chatLeases(store).findOne({ _id: '7001' }))!.leaseUntil;
    expect(await telegramNotifier(store, survivor.sender, clock).drain()).toMatchObject({ sent: 2, failed: 0 });
    expect(survivor.sent.map((entry) => entry.text)).toEqual(['mensagem x1', 'mensagem x2']);
    expect(survivor.sent[0]!.at).toBeGreaterThanOrEqual(heldUntil);
    // x1 went out twice (the documented at-least-once case), y1 once, x2 once, in order.
    expect(await telegramQueue(store).findOne({ _id: 'x1' })).toMatchObject({ status: 'sent', unknownOutcomes: 1 });
  });

  it('a send that times out keeps its place: resent after its back-off, the chat’s next message waiting behind it', async () => {
    await queueMessages(store, [message('t1', '8001', 1), message('t2', '8001', 2)]);
    const clock = virtualClock(START);
    const timeout = () =>
      Object.assign(new Error('The operation was aborted due to timeout'), { name: 'TimeoutError' });
    const { sent, sender } = recordingSender(clock, (_, index) => (index < 2 ? timeout() : undefined));
    const notifier = telegramNotifier(store, sender, clock);
    await notifier.drain();
    // t2 waits behind t1 (not due meanwhile, so the chat is not leased for nothing).
    expect(
      await telegramQueue(store)
        .find({}, { sort: { createdAt: 1 } })
        .toArray(),
    ).toMatchObject([
      {
        status: 'pending',
        attempts: 0,
        unknownOutcomes: 1,
        nextAttemptAt: new Date(START + retryDelayMs(1)).toISOString(),
      },
      { status: 'pending', nextAttemptAt: new Date(START + retryDelayMs(1)).toISOString() },
    ]);
    await drainUntilSettled(notifier, clock, telegramQueue(store));
    expect(notifier.totals.telegram).toMatchObject({ sent: 2, failed: 0, unknown: 2 });
    expect(sent.map((entry) => entry.text)).toEqual(['mensagem t1', 'mensagem t1', 'mensagem t1', 'mensagem t2']);
    expect(sent[1]!.at - sent[0]!.at).toBeGreaterThanOrEqual(retryDelayMs(1));
    expect(sent[2]!.at - sent[1]!.at).toBeGreaterThanOrEqual(retryDelayMs(2));
    expect(await telegramQueue(store).findOne({ _id: 't1' })).toMatchObject({ status: 'sent', unknownOutcomes: 2 });
  });

  it('a send left waiting on Telegram holds its own chat only: the other chats go on being served meanwhile', async () => {
    await queueMessages(store, [
      message('s1', '9001', 1),
      message('s2', '9001', 2),
      ...[1, 2, 3].map((k) => message(`f${k}`, '9002', k)),
    ]);
    let answerSlow: () => void = () => undefined;
    const slowAnswer = new Promise<void>((resolve) => {
      answerSlow = resolve;
    });
    // In real time: the first send to chat 9001 is answered only once chat 9002 has had its three messages, a second apart.
    const { sent, sender } = recordingSender(systemClock);
    const slowSender: TelegramSender = {
      ...sender,
      send: async (sending) => {
        await sender.send(sending);
        if (sending.chatId === '9001') await slowAnswer;
        if (textsOf(sent, '9002').length === 3) answerSlow();
      },
    };
    const notifier = telegramNotifier(store, slowSender, systemClock);
    notifier.start();
    while (textsOf(sent, '9001').length < 2) await new Promise((resolve) => setTimeout(resolve, 20));
    await notifier.stop();
    expect(notifier.totals.telegram).toMatchObject({ sent: 5, failed: 0 });
    const texts = sent.map((entry) => entry.text);
    expect(textsOf(sent, '9002')).toEqual(['mensagem f1', 'mensagem f2', 'mensagem f3']);
    expect(texts.indexOf('mensagem s1')).toBeLessThan(texts.indexOf('mensagem f2'));
    expect(texts.at(-1)).toBe('mensagem s2');
  }, 15_000);
});
