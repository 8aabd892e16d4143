import { botCodeFor } from '../support/telegram-code';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { config, overrideConfig } from '../../api/src/config';
import { cryptoGateway } from '../../api/src/services/crypto-gateway';
import { HttpCryptoGateway } from '../../api/src/services/crypto-gateway/http-crypto-gateway';
import { paymentProvider } from '../../api/src/services/payments';
import { StripePaymentProvider } from '../../api/src/services/payments/stripe-provider';
import { telegramSender } from '../../local/src/notifier/telegram-sender';
import { telegramQueue } from '@agulhadas/delivery/queue/telegram-queue';
import type { Store } from '../../api/src/store/types';
import { call } from '../support/api-client';
import { grantLevel } from '../support/fixtures';
import { PETR4, ana, arrangeAlertsWorld, buyAgulhada, createAlert } from './alerts-support';
import { commerceConfig } from './commerce-support';
import { ensureUser } from '../../api/src/identity/ensure-user';
import { reading } from '../support/fixtures';

/** FEATURES_OFF switches a feature off on purpose; the local stand-ins exist only in local mode. */
const saved = config();
afterEach(() => overrideConfig(saved));

describe('local stand-ins are for local mode only', () => {
  it('outside local mode the real Stripe, crypto gateway and Telegram Bot API adapters are used', () => {
    overrideConfig({
      localMode: false,
      stripeSecretKey: 'sk_test_x',
      stripeWebhookSecret: 'whsec_x',
      cryptoGatewayUrl: 'https://pay.example',
      cryptoGatewayKey: 'k',
      telegramBotToken: '1:x',
    });
    expect(paymentProvider()).toBeInstanceOf(StripePaymentProvider);
    expect(cryptoGateway()).toBeInstanceOf(HttpCryptoGateway);
    expect(telegramSender({} as Store).kind).toBe('bot-api');
  });

  it('outside local mode the local real-time hub is never offered', async () => {
    const store = await arrangeAlertsWorld();
    await ensureUser(store, { userId: 'vip', email: 'vip@x.app', name: 'vip' }, new Date());
    await grantLevel(store, 'vip', 'VIP');
    overrideConfig({ localMode: false, webPubSubConnectionString: '' });
    const res = await call<{ error: string }>('realtimeNegotiate', {
      as: {
        identityProvider: 'kinde',
        userId: 'vip',
        userDetails: 'vip@x.app',
        userRoles: ['anonymous', 'authenticated'],
      },
    });
    expect(res.status).toBe(503);
    expect(res.body.error).toBe('O tempo real está desativado neste site.');
  });
});

describe('FEATURES_OFF', () => {
  let store: Store;
  beforeEach(async () => {
    store = await arrangeAlertsWorld();
  });

  it('telegram: saving a chat is refused in Portuguese and alerts queue no message', async () => {
    expect(
      (
        await call('saveTelegram', {
          method: 'POST',
          body: { id: await botCodeFor(store, '424242'), active: true },
          as: ana,
        })
      ).status,
    ).toBe(200);
    // The bot's confirmation of that link, queued while the bot was on: the test counts the alerts' messages.
    await telegramQueue(store).deleteMany({});
    overrideConfig({ featuresOff: new Set(['telegram']) });
    const refused = await call<{ error: string }>('saveTelegram', {
      method: 'POST',
      body: { id: '1', active: true },
      as: ana,
    });
    expect(refused.status).toBe(503);
    expect(refused.body.error).toBe('O envio de alertas pelo Telegram está desativado neste site.');
    await createAlert(PETR4, 'D', buyAgulhada);
    const item = {
      asset: PETR4,
      timeframe: 'D',
      reading: reading('D', { lastUpdate: new Date(Date.UTC(2026, 10, 21)).toISOString(), agulhado: 1 }),
    };
    expect(
      (await call('ingest', { method: 'POST', body: { items: [item] }, headers: { 'x-robot-key': config().robotKey } }))
        .status,
    ).toBe(200);
    expect(await store.collection('notifications').countDocuments({ userId: 'ana' })).toBe(1);
    expect(await telegramQueue(store).countDocuments({})).toBe(0);
  });

  it('realtime: negotiating answers 503 in Portuguese', async () => {
    await ensureUser(store, { userId: 'vip', email: 'vip@x.app', name: 'vip' }, new Date());
    await grantLevel(store, 'vip', 'VIP');
    overrideConfig({ featuresOff: new Set(['realtime']) });
    const res = await call<{ error: string }>('realtimeNegotiate', {
      as: {
        identityProvider: 'kinde',
        userId: 'vip',
        userDetails: 'vip@x.app',
        userRoles: ['anonymous', 'authenticated'],
      },
    });
    expect(res.status).toBe(503);
    expect(res.body.error).toBe('O tempo real está desativado neste site.');
  });

  it('pix: an invoice by PIX is refused, by crypto still works', async () => {
    commerceConfig();
    overrideConfig({ featuresOff: new Set(['pix']) });
    const address = { nome: 'Ana Souza', endereco: 'Rua A, 1 — São Paulo', telefone: '(11) 91234-5678' };
    const paid = await call<{ subId: string }>('createPaidService', {
      method: 'POST',
      as: ana,
      body: { metadata: { price: 51000, plan: 'vip_3', period: '3M' }, invoiceAddress: address },
    });
    const invoice = (payWith: string) =>
      call<{ error?: string }>('createInvoice', {
        method: 'POST',
        as: ana,
        body: { assinatura: paid.body.subId, invoiceAddress: address, payWith },
      });
    const pix = await invoice('pix');
    expect(pix.status).toBe(409);
    expect(pix.body.error).toBe('O pagamento por PIX está desativado neste site.');
    expect(await store.collection('invoices').countDocuments({})).toBe(0);
    expect((await invoice('cripto')).status).toBe(200);
  });
});
