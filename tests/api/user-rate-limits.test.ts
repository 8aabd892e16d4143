import { PLAN_CHANGE_PREVIEWS } from '../../api/src/functions/preview-plan-change';
import { LINK_TOKENS } from '../../api/src/functions/telegram-link';
import { rateLimits } from '../../api/src/store/rate-limits';
import { telegramLinks } from '../../api/src/store/telegram-links';
import type { Store } from '../../api/src/store/types';
import { installLocalClock } from '../../local/src/runtime/local-clock';
import { call, freshStore, principalFor } from '../support/api-client';
import { grantLevel } from '../support/fixtures';
import { WEEKDAY_SESSION } from '../support/test-instants';
import { ana, bia, commerceConfig } from './commerce-support';
import { arrangeCardSubscription, preview } from './plan-change-support';

/** Per-user limits on calls that cost a provider call or mint a secret, counted in the store across instances. */
let store: Store;
beforeEach(async () => {
  installLocalClock(WEEKDAY_SESSION);
  store = await freshStore();
  commerceConfig();
});
afterAll(() => installLocalClock(WEEKDAY_SESSION));

const rateLimitDocs = () =>
  rateLimits(store)
    .find({}, { sort: { _id: 1 } })
    .toArray();

describe('previewPlanChange', () => {
  beforeEach(async () => {
    for (const [user, subId] of [
      ['kp_ana', 'sub_ana_card'],
      ['kp_bia', 'sub_bia_card'],
    ] as const) {
      await arrangeCardSubscription({ subId, userId: user, plan: 'assinante_m', daysAgo: 5 });
    }
  });

  it('prices 20 previews per user in 10 minutes, then answers a Portuguese 429 with Retry-After, changing nothing', async () => {
    expect(PLAN_CHANGE_PREVIEWS).toMatchObject({ limit: 20, windowMs: 600_000 });
    for (let i = 0; i < PLAN_CHANGE_PREVIEWS.limit; i += 1)
      expect((await preview(ana, 'sub_ana_card', 'vip_m', 'M')).status).toBe(200);
    const before = JSON.stringify(await rateLimitDocs());
    const refused = await preview(ana, 'sub_ana_card', 'vip_m', 'M');
    expect([refused.status, refused.body.error]).toEqual([
      429,
      'Muitas simulações de mudança de plano. Tente de novo em alguns minutos.',
    ]);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(600);
    expect(JSON.stringify(await rateLimitDocs())).toBe(before);
    // Another user has their own count; the next window starts afresh.
    expect((await preview(bia, 'sub_bia_card', 'vip_m', 'M')).status).toBe(200);
    installLocalClock(Date.now() + 600_000);
    expect((await preview(ana, 'sub_ana_card', 'vip_m', 'M')).status).toBe(200);
  });

  it('counts previews fired at once exactly, in the store', async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, () => preview(ana, 'sub_ana_card', 'vip_m', 'M')));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(20);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(10);
    expect((await rateLimitDocs()).map((doc) => doc.count)).toEqual([20]);
  });
});

describe('telegramLink', () => {
  const vitor = principalFor('kp_vitor', 'vitor@test.agulhadas.app');
  const link = () => call<{ url?: string; error?: string }>('telegramLink', { method: 'POST', body: {}, as: vitor });
  const tokenOf = (url = '') => new URL(url, 'https://x.test').searchParams.get('start') ?? '';
  beforeEach(() => grantLevel(store, 'kp_vitor', 'VIP'));

  it('hands the open token out again without counting, and mints 12 new tokens an hour at most', async () => {
    expect(LINK_TOKENS).toMatchObject({ limit: 12, windowMs: 3_600_000 });
    const first = await link();
    expect(tokenOf((await link()).body.url)).toBe(tokenOf(first.body.url));
    // Each token used at once (a script linking chats as fast as it can) makes the next call mint another.
    for (let i = 0; i < LINK_TOKENS.limit; i += 1) {
      await telegramLinks(store).updateMany(
        { kind: 'token', userId: 'kp_vitor' },
        { $set: { usedAt: new Date().toISOString() } },
      );
      const answer = await link();
      if (i < LINK_TOKENS.limit - 1) expect(answer.status).toBe(200);
      else
        expect([answer.status, answer.body.error]).toEqual([
          429,
          'Muitos links do Telegram pedidos. Tente de novo mais tarde.',
        ]);
    }
    expect(await telegramLinks(store).countDocuments({ kind: 'token', userId: 'kp_vitor' })).toBe(LINK_TOKENS.limit);
    installLocalClock(Date.now() + 3_600_000);
    expect((await link()).status).toBe(200);
  });

  it('mints no more than the limit when asked in parallel', async () => {
    await Promise.all(Array.from({ length: 30 }, () => link()));
    expect(await telegramLinks(store).countDocuments({ kind: 'token', userId: 'kp_vitor' })).toBeLessThanOrEqual(
      LINK_TOKENS.limit,
    );
  });
});
