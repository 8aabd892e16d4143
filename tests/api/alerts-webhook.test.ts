import { beforeEach, describe, expect, it } from '@jest/globals';
import { WEBHOOK_CALLS_PER_MINUTE } from '../../api/src/functions/user-alert-webhook';
import { drainQueues } from '../support/drain-queues';
import { telegramOutbox } from '../../local/src/stand-ins/telegram/outbox-sender';
import { notifications } from '../../api/src/store/notifications';
import type { Store } from '../../api/src/store/types';
import { users } from '../../api/src/store/users';
import { call } from '../support/api-client';
import { assetDoc, grantLevel, insertAssets } from '../support/fixtures';
import { fillAlertPlaceholders, indicatorAlerts } from '../support/tradingview-indicator-source';
import { PETR4, VALE3, arrangeAlertsWorld, snapshot } from './alerts-support';

type Answer = { ok?: boolean; notificationId?: string; asset?: string; timeframe?: string; error?: string };

describe('/api/useralert (VIP webhook)', () => {
  let store: Store;
  let vipKey: string;
  let anaKey: string;
  const hook = (query: Record<string, string>, options: { method?: string; body?: unknown; rawBody?: string } = {}) =>
    call<Answer>('useralert', {
      method: options.method ?? 'POST',
      query,
      body: options.body,
      rawBody: options.rawBody,
    });

  beforeEach(async () => {
    store = await arrangeAlertsWorld();
    vipKey = (await users(store).findOne({ _id: 'vitor' }))!.userKey;
    anaKey = (await users(store).findOne({ _id: 'ana' }))!.userKey;
    await users(store).updateOne({ _id: 'vitor' }, { $set: { telegram: { id: '777', active: true } } });
  });

  it('turns a JSON call into a notification with the asset readings and a Telegram message', async () => {
    const res = await hook(
      { u: vipKey, code: PETR4 },
      { body: { message: 'Rompeu a resistência', timeframe: '60', price: 12.34 } },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ok: true, timeframe: '60' });
    const stored = await notifications(store).findOne({ _id: res.body.notificationId });
    expect(stored).toMatchObject({
      userId: 'vitor',
      asset: PETR4,
      timeframe: '60',
      id: 'webhook',
      message: 'PETR4 (H): Rompeu a resistência — preço 12,34',
    });
    expect(Object.keys(stored!.assetData).sort()).toEqual(['15', 'D']);
    // The call only queued the message; the notifier sends it.
    expect(await telegramOutbox(store).countDocuments({})).toBe(0);
    await drainQueues(store);
    const outbox = await telegramOutbox(store).find({}).toArray();
    expect(outbox).toMatchObject([{ chatId: '777', text: 'PETR4 (H): Rompeu a resistência — preço 12,34' }]);
  });

  it('accepts plain text, a bare symbol and GET', async () => {
    const text = await hook({ u: vipKey, code: 'petr4' }, { rawBody: 'PETR4 cruzou a média\r\n' });
    expect(text.status).toBe(200);
    expect((await notifications(store).findOne({ _id: text.body.notificationId }))?.message).toBe(
      'PETR4 (D): PETR4 cruzou a média — preço 10,00',
    );
    const get = await hook({ u: vipKey, code: PETR4 }, { method: 'GET' });
    expect(get.status).toBe(200);
    expect((await notifications(store).findOne({ _id: get.body.notificationId }))?.message).toBe(
      'PETR4 (D): Alerta do gráfico — preço 10,00',
    );
  });

  it('refuses a message holding control characters, bidi controls or separators, changing nothing', async () => {
    const before = await snapshot(store);
    for (const character of ['\u0000', '\u0007', '\u0085', '\u202e', '\u2028']) {
      for (const rawBody of [
        `PETR4 cruzou${character} a média`,
        JSON.stringify({ message: `cruzou${character}`, timeframe: 'D' }),
      ]) {
        const res = await hook({ u: vipKey, code: PETR4 }, { rawBody });
        expect([res.status, res.body.error]).toEqual([400, 'A mensagem contém caracteres não permitidos.']);
      }
    }
    expect(await snapshot(store)).toEqual(before);
  });

  it('answers 401 for a wrong key and 403 for non-VIP users, changing nothing', async () => {
    const before = await snapshot(store);
    expect((await hook({ u: 'f'.repeat(32), code: PETR4 }, { rawBody: 'oi' })).status).toBe(401);
    const nonVip = await hook({ u: anaKey, code: PETR4 }, { rawBody: 'oi' });
    expect(nonVip.status).toBe(403);
    expect((await hook({ u: vipKey, code: PETR4 }, { method: 'DELETE' })).status).toBe(405);
    expect(await snapshot(store)).toEqual(before);
  });

  it('refuses unknown or ambiguous assets, bad payloads and oversized bodies, changing nothing', async () => {
    await insertAssets(store, [assetDoc('NYSE:DUAL'), assetDoc('NASDAQ:DUAL')]);
    const before = await snapshot(store);
    expect((await hook({ u: vipKey, code: 'BMFBOVESPA:NADA3' }, { rawBody: 'x' })).status).toBe(404);
    expect((await hook({ u: vipKey, code: 'DUAL' }, { rawBody: 'x' })).status).toBe(400);
    expect((await hook({ u: vipKey, code: '$gt' }, { rawBody: 'x' })).status).toBe(400);
    expect((await hook({ u: vipKey, code: PETR4 }, { rawBody: '{"message": ' })).status).toBe(400);
    expect((await hook({ u: vipKey, code: PETR4 }, { body: { message: 'x', $set: { userId: 'ana' } } })).status).toBe(
      400,
    );
    expect((await hook({ u: vipKey, code: PETR4 }, { body: { timeframe: '3M' } })).status).toBe(400);
    expect((await hook({ u: vipKey, code: PETR4 }, { body: { price: 'caro' } })).status).toBe(400);
    expect((await hook({ u: vipKey, code: PETR4 }, { rawBody: 'x'.repeat(2049) })).status).toBe(413);
    expect((await call('useralert', { method: 'POST', query: { code: PETR4 }, rawBody: 'x' })).status).toBe(400);
    expect(await snapshot(store)).toEqual(before);
  });

  it('reads the asset from the JSON body, which wins over the address, so one address serves every chart', async () => {
    const bodyOnly = await hook(
      { u: vipKey },
      { body: { message: 'Agulhada de compra', timeframe: 'D', code: 'bmfbovespa:vale3' } },
    );
    expect(bodyOnly.status).toBe(200);
    expect(bodyOnly.body).toMatchObject({ ok: true, asset: VALE3 });
    const both = await hook({ u: vipKey, code: PETR4 }, { body: { message: 'Agulhada de venda', code: VALE3 } });
    expect(both.body).toMatchObject({ ok: true, asset: VALE3 });
    const addressOnly = await hook({ u: vipKey, code: PETR4 }, { body: { message: 'Rompeu' } });
    expect(addressOnly.body).toMatchObject({ ok: true, asset: PETR4 });
    expect((await notifications(store).findOne({ _id: bodyOnly.body.notificationId }))?.message).toBe(
      'VALE3 (D): Agulhada de compra — preço 60,00',
    );
  });

  it("takes the indicator's alert messages as TradingView fills them, on every timeframe the product reads", async () => {
    const intervals: [string, string][] = [
      ['1D', 'D'],
      ['D', 'D'],
      ['1W', 'W'],
      ['W', 'W'],
      ['240', '240'],
      ['60', '60'],
      ['15', '15'],
    ];
    for (const alert of indicatorAlerts()) {
      for (const [interval, timeframe] of intervals) {
        const rawBody = fillAlertPlaceholders(alert.message, {
          interval,
          close: 38.42,
          exchange: 'BMFBOVESPA',
          ticker: 'PETR4',
        });
        const res = await hook({ u: vipKey }, { rawBody });
        expect([res.status, res.body.asset, res.body.timeframe]).toEqual([200, PETR4, timeframe]);
      }
      await notifications(store).deleteMany({});
    }
    const stored = await hook(
      { u: vipKey },
      {
        rawBody: fillAlertPlaceholders(indicatorAlerts()[0].message, {
          interval: '60',
          close: 38.42,
          exchange: 'BMFBOVESPA',
          ticker: 'PETR4',
        }),
      },
    );
    expect((await notifications(store).findOne({ _id: stored.body.notificationId }))?.message).toBe(
      'PETR4 (H): Agulhada de compra — preço 38,42',
    );
  });

  it('refuses, naming it, a TradingView timeframe the product does not read, a bad body code and a call with no asset', async () => {
    const before = await snapshot(store);
    for (const interval of ['1', '5', '30', '120', '1M', 'M', '1S', '3D']) {
      const res = await hook(
        { u: vipKey },
        { body: { message: 'Agulhada de compra', timeframe: interval, code: PETR4 } },
      );
      expect([res.status, res.body.error]).toEqual([
        400,
        `Timeframe "${interval}" não é lido aqui: use W, D, 240, 60 ou 15 (no TradingView: 1W, 1D, 240, 60 ou 15).`,
      ]);
    }
    for (const code of ['$gt', '', 'PETR4; drop', 'x'.repeat(65)]) {
      const res = await hook({ u: vipKey, code: PETR4 }, { body: { message: 'oi', code } });
      expect([res.status, res.body.error]).toEqual([
        400,
        'Ativo inválido no corpo: use BOLSA:CÓDIGO, como BMFBOVESPA:PETR4.',
      ]);
    }
    expect((await hook({ u: vipKey, code: PETR4 }, { body: { message: 'oi', code: 42 } })).status).toBe(400);
    const noAsset = await hook({ u: vipKey }, { body: { message: 'oi' } });
    expect([noAsset.status, noAsset.body.error]).toEqual([
      400,
      'Informe o ativo: code no endereço ou "code" no corpo JSON.',
    ]);
    expect((await hook({ u: vipKey }, { rawBody: 'texto sem ativo' })).status).toBe(400);
    expect((await hook({ u: vipKey }, { body: { code: 'BMFBOVESPA:NADA3' } })).status).toBe(404);
    expect(await snapshot(store)).toEqual(before);
  });

  it('limits calls per minute (429) and still lets VIP30 use it', async () => {
    for (let i = 0; i < WEBHOOK_CALLS_PER_MINUTE; i++)
      expect((await hook({ u: vipKey, code: PETR4 }, { rawBody: `n${i}` })).status).toBe(200);
    expect((await hook({ u: vipKey, code: PETR4 }, { rawBody: 'demais' })).status).toBe(429);
    await grantLevel(store, 'bruno', 'VIP30');
    const brunoKey = (await users(store).findOne({ _id: 'bruno' }))!.userKey;
    expect((await hook({ u: brunoKey, code: PETR4 }, { rawBody: 'trial' })).status).toBe(200);
  });
});
