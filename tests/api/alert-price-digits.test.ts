import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { config } from '../../api/src/config';
import { telegramOutbox } from '../../local/src/stand-ins/telegram/outbox-sender';
import { overrideTelegramSender } from '../../local/src/notifier/telegram-sender';
import { notifications } from '../../api/src/store/notifications';
import type { Store } from '../../api/src/store/types';
import type { Reading } from '@agulhadas/domain/reading';
import type { Timeframe } from '@agulhadas/domain/timeframes';
import { call } from '../support/api-client';
import { drainQueues } from '../support/drain-queues';
import { assetDoc, insertAssets, reading } from '../support/fixtures';
import { botCodeFor } from '../support/telegram-code';
import { miniPageHeaders, signedInitData } from '../support/telegram-init-data';
import { ana, arrangeAlertsWorld, buyAgulhada, createAlert } from './alerts-support';

/** The alert's message, on the site and on Telegram, and the mini-page speak each market's digits. */
const EURUSD = 'FX_IDC:EURUSD';
const USDJPY = 'FX_IDC:USDJPY';
const PEPE = 'BINANCE:PEPEUSDT';

const ingest = (items: Array<{ asset: string; timeframe: Timeframe; reading: Reading }>) =>
  call<{ alertsFired: number }>('ingest', {
    method: 'POST',
    body: { items },
    headers: { 'x-robot-key': config().robotKey },
  });

const needle = (preco: number) =>
  reading('D', { lastUpdate: new Date(Date.UTC(2026, 10, 21)).toISOString(), agulhado: 1, preco });

describe('price digits of an alert', () => {
  let store: Store;
  beforeEach(async () => {
    store = await arrangeAlertsWorld();
    await insertAssets(store, [
      assetDoc(EURUSD, {
        assetType: 'forex',
        marketHours: 'FX',
        preco: 1.08,
        readings: { D: reading('D', { preco: 1.08 }) },
      }),
      assetDoc(USDJPY, {
        assetType: 'forex',
        marketHours: 'FX',
        preco: 151,
        readings: { D: reading('D', { preco: 151 }) },
      }),
      assetDoc(PEPE, {
        assetType: 'crypto',
        marketHours: 'ALWAYS',
        preco: 0.000014,
        readings: { D: reading('D', { preco: 0.000014 }) },
      }),
    ]);
    expect(
      (
        await call('saveTelegram', {
          method: 'POST',
          body: { id: await botCodeFor(store, '424242'), active: true },
          as: ana,
        })
      ).status,
    ).toBe(200);
  });
  afterEach(() => overrideTelegramSender(null));

  it('writes forex with five decimals, yen pairs with three and micro-priced crypto with five significant digits, on the site and on Telegram', async () => {
    for (const asset of [EURUSD, USDJPY, PEPE]) expect((await createAlert(asset, 'D', buyAgulhada)).status).toBe(200);
    const fired = await ingest([
      { asset: EURUSD, timeframe: 'D', reading: needle(1.08123) },
      { asset: USDJPY, timeframe: 'D', reading: needle(151.234) },
      { asset: PEPE, timeframe: 'D', reading: needle(0.0000142) },
    ]);
    expect(fired.body.alertsFired).toBe(3);
    // The needle's candle opens at 00:00 UTC of Saturday 21/11: a coin's day, while the FX pairs' next day closes on Monday.
    const expected = [
      'EURUSD (D): Agulhada! — preço 1,08123 — candle de 23/11/2026',
      'USDJPY (D): Agulhada! — preço 151,234 — candle de 23/11/2026',
      'PEPEUSDT (D): Agulhada! — preço 0,000014200 — candle de 21/11/2026',
    ];
    const messages = (await notifications(store).find({ userId: 'ana' }).toArray()).map((n) => n.message);
    expect(messages.sort()).toEqual([...expected].sort());
    // The alerts, each with its 'Ver leituras' button (the link's own confirmation has none), once the notifier ran.
    await drainQueues(store);
    const sent = (await telegramOutbox(store).find({}).toArray())
      .filter((message) => message.buttonUrl)
      .map((message) => message.text);
    expect(sent.sort()).toEqual([...expected].sort());
  });

  it('the mini-page says the asset’s type, which its prices are written with', async () => {
    const page = await call<{ asset: string; assetType: string }>('getTelegramNotification', {
      query: { asset: EURUSD, u: 'ana' },
      headers: miniPageHeaders(signedInitData('424242')),
    });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ asset: EURUSD, assetType: 'forex' });
  });
});
