import { miniPageHeaders, signedInitData } from '../support/telegram-init-data';
import { telegramLinks } from '../../api/src/store/telegram-links';
import { botCodeFor } from '../support/telegram-code';
import { beforeEach, describe, expect, it } from '@jest/globals';
import { notifications, type NotificationDoc } from '../../api/src/store/notifications';
import type { Store } from '../../api/src/store/types';
import { users } from '../../api/src/store/users';
import { call } from '../support/api-client';
import { reading } from '../support/fixtures';
import { PETR4, VALE3, ana, arrangeAlertsWorld, bruno, rita, snapshot, vitor } from './alerts-support';

type ListAnswer = { notifications: Array<Omit<NotificationDoc, 'userId'> & { userId?: string }>; error?: string };
type DeleteAnswer = { result: { deletedCount: number; value: { _id: string } }; error?: string };

function note(userId: string, n: number, asset = PETR4): NotificationDoc {
  const at = new Date(Date.UTC(2026, 10, 20, 12, n)).toISOString();
  return {
    _id: `${userId}-n${n}`,
    userId,
    asset,
    timeframe: 'D',
    timestamp: at,
    message: `mensagem ${n}`,
    id: 'alerta-1',
    lastNotification: at,
    assetData: { D: reading('D') },
  };
}

describe('/api/userNotifications', () => {
  let store: Store;
  beforeEach(async () => {
    store = await arrangeAlertsWorld();
    await notifications(store).insertMany([
      ...Array.from({ length: 105 }, (_, i) => note('ana', i)),
      note('vitor', 1, VALE3),
    ]);
  });

  it("lists the caller's last 100 notifications, newest first, without the owner field", async () => {
    const res = await call<ListAnswer>('userNotifications', { as: ana });
    expect(res.status).toBe(200);
    expect(res.body.notifications).toHaveLength(100);
    expect(res.body.notifications[0]).toMatchObject({ _id: 'ana-n104', message: 'mensagem 104', asset: PETR4 });
    expect(res.body.notifications[99]!._id).toBe('ana-n5');
    expect(res.body.notifications[0]!.userId).toBeUndefined();
    expect((await call<ListAnswer>('userNotifications', { as: rita })).body.notifications).toEqual([]);
  });

  it('deletes one, then all with "alll", only the caller\'s', async () => {
    const one = await call<DeleteAnswer>('userNotifications', { method: 'DELETE', body: { id: 'ana-n3' }, as: ana });
    expect(one.body).toEqual({ result: { deletedCount: 1, value: { _id: 'ana-n3' } } });
    const all = await call<DeleteAnswer>('userNotifications', { method: 'DELETE', body: { id: 'alll' }, as: ana });
    expect(all.body).toEqual({ result: { deletedCount: 104, value: { _id: 'alll' } } });
    expect(await notifications(store).countDocuments({ userId: 'vitor' })).toBe(1);
    expect(
      (await call<DeleteAnswer>('userNotifications', { method: 'DELETE', body: { id: 'alll' }, as: ana })).body.result
        .deletedCount,
    ).toBe(0);
  });

  it("refuses another user's id (404), no principal (401) and bad bodies (400), changing nothing", async () => {
    const before = await snapshot(store);
    expect((await call('userNotifications', { method: 'DELETE', body: { id: 'vitor-n1' }, as: ana })).status).toBe(404);
    expect((await call('userNotifications', {})).status).toBe(401);
    expect((await call('userNotifications', { method: 'DELETE', body: { id: 'alll' } })).status).toBe(401);
    for (const body of [{ id: { $gt: '' } }, { id: '' }, {}, { id: 'ana-n1', $or: [] }, { id: 'a b' }]) {
      expect((await call('userNotifications', { method: 'DELETE', body, as: ana })).status).toBe(400);
    }
    expect(await snapshot(store)).toEqual(before);
  });
});

describe('/api/saveTelegram', () => {
  let store: Store;
  beforeEach(async () => {
    store = await arrangeAlertsWorld();
  });

  it('links the chat of the code the bot gave (trimmed, any case), then switches it on and off', async () => {
    const code = await botCodeFor(store, '123456789');
    const res = await call<{ telegram: { id: string; active: boolean } }>('saveTelegram', {
      method: 'POST',
      body: { id: `  ${code.toLowerCase()} `, active: true },
      as: ana,
    });
    expect(res.status).toBe(200);
    expect(res.body.telegram).toEqual({ id: '123456789', active: true });
    expect((await users(store).findOne({ _id: 'ana' }))?.telegram).toEqual({ id: '123456789', active: true });
    await call('saveTelegram', { method: 'POST', body: { id: '123456789', active: false }, as: ana });
    expect((await users(store).findOne({ _id: 'ana' }))?.telegram?.active).toBe(false);
  });

  it('refuses a raw chat id, a used code and an expired one: nobody can take a chat by typing its number', async () => {
    const code = await botCodeFor(store, '5550001');
    expect((await call('saveTelegram', { method: 'POST', body: { id: code, active: true }, as: ana })).status).toBe(
      200,
    );
    const before = await snapshot(store);
    for (const id of ['5550001', code]) {
      const res = await call<{ error: string }>('saveTelegram', {
        method: 'POST',
        body: { id, active: true },
        as: vitor,
      });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(
        'Código inválido, usado ou expirado. Envie /start ao nosso robô no Telegram para receber um novo.',
      );
    }
    const stale = await botCodeFor(store, '5550002');
    await telegramLinks(store).updateOne(
      { _id: stale },
      { $set: { expiresAt: new Date(Date.now() - 1000).toISOString() } },
    );
    expect((await call('saveTelegram', { method: 'POST', body: { id: stale, active: true }, as: vitor })).status).toBe(
      400,
    );
    expect((await users(store).findOne({ _id: 'vitor' }))?.telegram ?? null).toBeNull();
    expect((await users(store).findOne({ _id: 'ana' }))?.telegram).toEqual(
      before.users.find((user) => user._id === 'ana')?.telegram,
    );
  });

  it('answers 401/403 with the Portuguese message and 400 for bad codes, changing nothing', async () => {
    const before = await snapshot(store);
    expect((await call('saveTelegram', { method: 'POST', body: { id: '1', active: true } })).status).toBe(401);
    for (const who of [rita, bruno]) {
      const res = await call<{ error: string }>('saveTelegram', {
        method: 'POST',
        body: { id: '1', active: true },
        as: who,
      });
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('Para configurar o Telegram você deve estar logado e ser assinante.');
    }
    for (const body of [
      { id: '', active: true },
      { id: '   ', active: true },
      { id: 'x'.repeat(65), active: true },
      { id: 'a\u0000b', active: true },
      { id: 'a\nb', active: true },
      { id: { $gt: '' }, active: true },
      { id: '1', active: 'sim' },
      { id: '1', active: true, $set: {} },
    ]) {
      expect((await call('saveTelegram', { method: 'POST', body, as: vitor })).status).toBe(400);
    }
    expect(await snapshot(store)).toEqual(before);
  });
});

describe('/api/getTelegramNotification (mini-page)', () => {
  let store: Store;
  beforeEach(async () => {
    store = await arrangeAlertsWorld();
    await users(store).updateOne({ _id: 'ana' }, { $set: { telegram: { id: '987654', active: true } } });
    await notifications(store).insertMany([note('ana', 7), note('vitor', 8)]);
  });
  const page = (query: Record<string, string>, initData = signedInitData('987654')) =>
    call<Record<string, unknown> & { error?: string }>('getTelegramNotification', {
      query: { asset: PETR4, timeframe: 'D', u: 'ana', timestamp: '2026-11-20T12:07:00.000Z', ...query },
      headers: miniPageHeaders(initData),
    });

  it('answers current readings per timeframe and the notification, to the matching (u, telegram) pair', async () => {
    const res = await page({ nid: 'ana-n7' });
    expect(res.status).toBe(200);
    expect(res.body.userId).toBe('ana');
    const info = res.body.assetInfo as Array<{ timeframe: string; preco: number; lastUpdate: string }>;
    expect(info.map((r) => r.timeframe)).toEqual(['D', '15']);
    expect(info[0]).toMatchObject({ preco: 10, lastUpdate: '2026-11-20T12:00:00.000Z' });
    expect(res.body.notification).toMatchObject({
      lastNotification: '2026-11-20T12:07:00.000Z',
      assetData: [{ timeframe: 'D' }],
    });
    expect((await page({})).body.notification).toBeNull();
  });

  it('refuses another chat, another user, a missing Telegram, or a lapsed plan (403); alerts switched off keep the page', async () => {
    expect((await page({}, signedInitData('111'))).status).toBe(403);
    expect((await page({ u: 'vitor' })).status).toBe(403);
    expect((await page({ u: 'nobody' })).status).toBe(403);
    await users(store).updateOne({ _id: 'ana' }, { $set: { 'telegram.active': false } });
    expect((await page({})).status).toBe(200);
    await users(store).updateOne({ _id: 'ana' }, { $set: { telegram: null } });
    expect((await page({})).status).toBe(403);
    await users(store).updateOne({ _id: 'rita' }, { $set: { telegram: { id: '55', active: true } } });
    expect((await page({ u: 'rita' }, signedInitData('55'))).status).toBe(403);
  });

  it('refuses forged, stale, future-dated or missing initData: knowing the user and chat ids is not enough', async () => {
    const refusals = [
      signedInitData('987654', new Date(), '999:another-bot-token'),
      signedInitData('987654', new Date(Date.now() - 2 * 3600_000)),
      signedInitData('987654', new Date(Date.now() + 10 * 60_000)),
      signedInitData('987654').replace('first_name%22%3A%22Ana', 'first_name%22%3A%22Eva'),
      'user=%7B%22id%22%3A987654%7D&auth_date=1&hash=00',
      '',
    ];
    for (const initData of refusals) {
      const res = await page({ nid: 'ana-n7' }, initData);
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('Essa pagina só funciona no Telegram');
    }
  });

  it('rate-limits a caller (429 after 30 calls in a minute)', async () => {
    const headers = { ...miniPageHeaders(signedInitData('111')), 'x-forwarded-for': '192.0.2.7' };
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1)
      statuses.push((await call('getTelegramNotification', { query: { asset: PETR4, u: 'ana' }, headers })).status);
    expect(statuses.slice(0, 30).every((status) => status === 403)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('rotating the client-written part of X-Forwarded-For does not escape the limit (the platform appends the real address last)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 60; i += 1) {
      const headers = { ...miniPageHeaders(signedInitData('111')), 'x-forwarded-for': `10.9.${i}.1, 192.0.2.8` };
      statuses.push((await call('getTelegramNotification', { query: { asset: PETR4, u: 'ana' }, headers })).status);
    }
    expect(statuses.filter((status) => status === 429)).toHaveLength(30);
  });

  it("does not show another user's notification, 404s an unknown asset, 400s bad queries", async () => {
    expect((await page({ nid: 'vitor-n8' })).body.notification).toBeNull();
    expect((await page({ asset: 'BMFBOVESPA:NADA3' })).status).toBe(404);
    expect((await page({ asset: 'nada' })).status).toBe(400);
    expect(
      (
        await call('getTelegramNotification', {
          query: { asset: PETR4 },
          headers: miniPageHeaders(signedInitData('987654')),
        })
      ).status,
    ).toBe(400);
  });
});
