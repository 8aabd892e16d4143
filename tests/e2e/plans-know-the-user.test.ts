import { localUserId } from '../../api/src/local/demo-users';
import { getStore } from '../../api/src/store/db';
import { subscriptions } from '../../api/src/store/subscriptions';
import { loginAs, startE2E, type E2E } from './harness';

/**
 * The plans page shows each user what the server will do (issue 16 §3): the current plan marked, the trial only
 * when a checkout would grant it, no second purchase of a card subscription, and the free card priced once.
 */
jest.setTimeout(120_000);

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
  // Ana pays Assinante by card (renews by itself).
  const ana = localUserId('assinante@demo.agulhadas.app');
  await subscriptions(await getStore()).updateOne({ userId: ana, level: 'Assinante' }, { $set: { subId: 'sub_demo_card_ana' } });
});
afterAll(async () => {
  await e2e?.close();
});

describe.each([
  ['390 px', { width: 390, height: 844 }],
  ['1280 px', { width: 1280, height: 900 }],
] as const)('at %s', (_label, viewport) => {
  it('a visitor sees the trial on every paid card and the free card priced once', async () => {
    const { context, page } = await e2e.newPage(viewport);
    await page.goto('/assinatura');
    await page.getByRole('heading', { name: 'Planos de Assinatura' }).waitFor();
    expect(await page.getByText('7 dias grátis').count()).toBe(3);
    expect(await page.locator('[data-plan="free"]').getByText('Grátis', { exact: true }).count()).toBe(1);
    expect(await page.getByText('Seu plano atual').count()).toBe(0);
    await context.close();
  });

  it('a subscriber paying by card sees their plan marked, no trial, and no second purchase of it', async () => {
    const { context, page } = await e2e.newPage(viewport);
    await loginAs(page, 'Ana Assinante', '/assinatura');
    const card = page.locator('[data-plan="assinante"]');
    await card.getByText('Seu plano atual').waitFor();
    expect(await page.getByText('7 dias grátis').count()).toBe(0);
    expect(await card.getByRole('button', { name: /^Mensal/ }).count()).toBe(0);
    await card.getByText('Renovação automática ativa.').waitFor();
    // Upgrading stays open.
    await page.locator('[data-plan="vip"]').getByRole('button', { name: /^Mensal/ }).waitFor();
    await card.getByRole('link', { name: 'Gerenciar em Minha conta' }).click();
    await page.waitForURL((url) => url.pathname === '/conta');
    await context.close();
  });
});
