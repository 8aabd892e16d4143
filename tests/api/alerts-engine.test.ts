import { miniPageHeaders, signedInitData } from '../support/telegram-init-data';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { config } from '../../api/src/config';
import { drainQueues } from '../support/drain-queues';
import { telegramOutbox } from '../../local/src/stand-ins/telegram/outbox-sender';
import { botCodeFor } from '../support/telegram-code';
import { overrideTelegramSender } from '../../local/src/notifier/telegram-sender';
import { alerts } from '../../api/src/store/alerts';
import { notifications } from '../../api/src/store/notifications';
import { telegramQueue } from '@agulhadas/delivery/queue/telegram-queue';
import type { Store } from '../../api/src/store/types';
import type { Reading } from '@agulhadas/domain/reading';
import type { Timeframe } from '@agulhadas/domain/timeframes';
import { call } from '../support/api-client';
import { reading } from '../support/fixtures';
import { PETR4, ana, arrangeAlertsWorld, buyAgulhada, createAlert } from './alerts-support';

const ingest = (items: Array<{ asset: string; timeframe: Timeframe; reading: Reading }>) =>
  call<{ changed: number; alertsFired: number; error?: string }>('ingest', {
    method: 'POST',
    body: { items },
    headers: { 'x-robot-key': config().robotKey },
  });

const needle = (minute: number, patch: Partial<Reading> = {}) =>
  reading('D', {
    lastUpdate: new Date(Date.UTC(2026, 10, 21, 0, minute)).toISOString(),
    agulhado: 1,
    preco: 11.5,
    ...patch,
  });

describe('alert engine through POST /api/ingest', () => {
  let store: Store;
  beforeEach(async () => {
    store = await arrangeAlertsWorld();
    expect(
      (
        await call('saveTelegram', {
          method: 'POST',
          body: { id: await botCodeFor(store, '424242'), active: true },
          as: ana,
        })
      ).status,
    ).toBe(200);
    // The bot's confirmation of that link, queued: the tests below count the alerts' messages.
    await telegramQueue(store).deleteMany({});
  });
  afterEach(() => overrideTelegramSender(null));

  it('notifies, sends to Telegram through the queue, and switches a "once" alert off', async () => {
    const once = (await createAlert(PETR4, 'D', { ...buyAgulhada, frequency: 'once', message: 'Só uma vez' })).body
      .result.alerts[0]!;
    await createAlert(PETR4, 'D', { rules: [{ name: 'agulhada', value: -1 }] });
    const res = await ingest([{ asset: PETR4, timeframe: 'D', reading: needle(0) }]);
    expect(res.status).toBe(200);
    expect(res.body.alertsFired).toBe(1);
    const [notification] = await notifications(store).find({ userId: 'ana' }).toArray();
    expect(notification).toMatchObject({
      asset: PETR4,
      timeframe: 'D',
      id: once.id,
      message: 'PETR4 (D): Só uma vez — preço 11,50 — candle de 21/11/2026',
    });
    expect(notification!.assetData.D?.agulhado).toBe(1);
    // The request only queued the message: nothing reached Telegram until the notifier ran.
    expect(await telegramQueue(store).findOne({})).toMatchObject({
      _id: `tg_${notification!._id}`,
      status: 'pending',
      attempts: 0,
    });
    expect(await telegramOutbox(store).countDocuments({})).toBe(0);
    await drainQueues(store);
    const outbox = await telegramOutbox(store).find({}).toArray();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({
      chatId: '424242',
      text: 'PETR4 (D): Só uma vez — preço 11,50 — candle de 21/11/2026',
      buttonText: 'Ver leituras',
    });
    expect(outbox[0]!.buttonUrl).toContain(`/telegram?asset=${encodeURIComponent(PETR4)}&tf=D&u=ana`);
    expect(outbox[0]!.buttonUrl).toContain(`notification=${notification!._id}`);
    expect((await telegramQueue(store).findOne({}))?.status).toBe('sent');
    expect(await alerts(store).findOne({ _id: `ana|${once.id}` })).toMatchObject({
      active: false,
      lastNotification: notification!.timestamp,
    });
    // The mini-page, opened in that chat, reads that notification.
    const page = await call<{ notification: { lastNotification: string } }>('getTelegramNotification', {
      query: { asset: PETR4, u: 'ana', nid: notification!._id },
      headers: miniPageHeaders(signedInitData('424242')),
    });
    expect(page.body.notification.lastNotification).toBe(notification!.timestamp);
    // A newer needle: the 'once' alert is off now, nothing fires.
    expect((await ingest([{ asset: PETR4, timeframe: 'D', reading: needle(15) }])).body.alertsFired).toBe(0);
    expect(await notifications(store).countDocuments({})).toBe(1);
  });

  it('keeps the notification and leaves the Telegram message pending when the sender fails', async () => {
    await createAlert(PETR4, 'D', buyAgulhada);
    overrideTelegramSender({ kind: 'bot-api', send: () => Promise.reject(new Error('Telegram fora do ar')) });
    expect((await ingest([{ asset: PETR4, timeframe: 'D', reading: needle(0) }])).body.alertsFired).toBe(1);
    expect(await notifications(store).countDocuments({ userId: 'ana' })).toBe(1);
    await drainQueues(store);
    const queued = await telegramQueue(store).findOne({});
    expect(queued).toMatchObject({ status: 'pending', attempts: 1, lastError: 'Telegram fora do ar' });
    expect(await telegramOutbox(store).countDocuments({})).toBe(0);
    // The next drain after the back-off sends it.
    overrideTelegramSender(null);
    const later = new Date(Date.parse(queued!.nextAttemptAt) + 1000);
    await drainQueues(store, later);
    expect(await telegramOutbox(store).countDocuments({ chatId: '424242' })).toBe(1);
  });

  it('fires nothing for switched-off alerts or users whose plan no longer allows alerts', async () => {
    const alert = (await createAlert(PETR4, 'D', buyAgulhada)).body.result.alerts[0]!;
    await call('userAlerts', {
      method: 'PUT',
      body: { asset: PETR4, timeframe: 'D', alertConfig: { ...buyAgulhada, id: alert.id, active: false } },
      as: ana,
    });
    expect((await ingest([{ asset: PETR4, timeframe: 'D', reading: needle(0) }])).body.alertsFired).toBe(0);
    // Rita's alert (registered: no alerts plan) stays silent.
    await alerts(store).insertOne({ ...alert, id: 'r1', _id: 'rita|r1', userId: 'rita', asset: PETR4, active: true });
    expect((await ingest([{ asset: PETR4, timeframe: 'D', reading: needle(15) }])).body.alertsFired).toBe(0);
    expect(await notifications(store).countDocuments({})).toBe(0);
  });
});
