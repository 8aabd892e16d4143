import { localUserId } from '../../local/src/demo/demo-users';
import { loginWithEmail, rolesOf, useE2E, VIEWPORTS } from './harness';
import { seedSubscription } from './seed-subscription';

/**
 * Plan screens say what a plan gives: the broker's subsidised plan is named for what it is, with what it includes and
 * excludes, and never marked as the VIP card; a cancelled card subscription with a downgrade waiting says once when
 * access ends and what a reactivation would bring, on /conta and on /assinatura.
 */
jest.setTimeout(120_000);

const product = useE2E();
const DATE = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
/** Mid-afternoon in Brazil, `days` from now: the same calendar day wherever the test runs. */
const daysAhead = (days: number): number => {
  const day = new Date(Date.now() + days * 86_400_000);
  return Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 18) / 1000;
};

const seed = (email: string, subscription: Parameters<typeof seedSubscription>[1]) =>
  seedSubscription(localUserId(email), subscription);

describe.each(VIEWPORTS)('at %s', (_label, viewport) => {
  it('a VIPCORRETORA customer reads VIP Corretora with what it includes and excludes, no VIP card marked, and no VIP-only page offered', async () => {
    const email = `corretora-truth-${viewport.width}@e2e.agulhadas.app`;
    const end = daysAhead(60);
    await seed(email, {
      subId: `corretora_${localUserId(email)}`,
      level: 'VIPCORRETORA',
      status: 'active',
      expiry: end,
      metadata: { price: 0, plan: 'corretora', period: 'M' },
    });
    const { context, page } = await product().newPage(viewport);
    await loginWithEmail(page, email, '/assinatura');
    expect(await rolesOf(page)).toContain('VIPCORRETORA');

    const granted = page.locator('.granted-plan');
    await granted.getByRole('heading', { name: 'VIP Corretora' }).waitFor();
    await granted.getByText('Seu plano atual').waitFor();
    await granted.getByText(`até ${DATE.format(end * 1000)}`).waitFor();
    await expect(granted.locator('.plan-abilities-excluded li').allTextContents()).resolves.toEqual([
      'Tempo real',
      'Meus ativos',
      'Chave para robô, indicador e webhook',
    ]);
    await granted.locator('.plan-abilities-included').getByText('Alertas no Telegram').waitFor();
    expect(await page.getByText('Seu plano atual').count()).toBe(1);
    expect(await page.locator('[data-plan="vip"]').getByText('Seu plano atual').count()).toBe(0);

    await page.goto('/conta');
    const card = page.locator('.subscription-card').first();
    await card.getByRole('heading', { name: 'VIP Corretora' }).waitFor();
    await card.getByText('grátis (subsidiada pela corretora)').waitFor();
    await expect(card.locator('.plan-abilities-excluded li').allTextContents()).resolves.toEqual([
      'Tempo real',
      'Meus ativos',
      'Chave para robô, indicador e webhook',
    ]);
    expect(await page.getByText(/VIP \(subsidiada/).count()).toBe(0);

    // The menu offers the alert area the plan opens, and none of the VIP-only pages.
    const menu = page.locator('nav.side-menu');
    expect(await menu.locator('a', { hasText: 'Alertas e Notificações' }).count()).toBe(1);
    expect(await menu.locator('a', { hasText: 'Tempo real' }).count()).toBe(0);
    expect(await menu.locator('a', { hasText: 'Meus ativos' }).count()).toBe(0);
    expect(await page.locator('a[href^="/rt"], a[href^="/appuser"]').count()).toBe(0);
    await context.close();
  });

  it('a cancelled card subscription with a downgrade waiting says it in one line on /conta and on /assinatura', async () => {
    const email = `cancelled-change-${viewport.width}@e2e.agulhadas.app`;
    const end = daysAhead(30);
    await seed(email, {
      subId: `sub_cancelled_change_${viewport.width}`,
      level: 'Assinante',
      status: 'active',
      expiry: end,
      metadata: { price: 15000, plan: 'assinante_m', period: 'M' },
      cancelAtPeriodEnd: true,
      scheduledChange: {
        plan: 'basico_m',
        level: 'Basico',
        period: 'M',
        price: 7500,
        at: end,
        scheduleId: `sub_sched_${viewport.width}`,
      },
    });
    const day = DATE.format(end * 1000);
    const { context, page } = await product().newPage(viewport);
    await loginWithEmail(page, email, '/conta');

    const card = page.locator('.subscription-card').first();
    await expect(card.getByTestId('status').textContent()).resolves.toBe(
      `ativa — não renova; acesso até ${day}; se reativar, muda para Básico em ${day}`,
    );
    expect(await card.getByTestId('scheduled-change').count()).toBe(0);
    expect(await card.getByText(`Muda para Básico em ${day}`, { exact: true }).count()).toBe(0);
    await card.getByRole('button', { name: 'Reativar' }).waitFor();

    await page.goto('/assinatura');
    const assinante = page.locator('[data-plan="assinante"]');
    await assinante.getByText('Seu plano atual').waitFor();
    await expect(assinante.getByTestId('plan-outlook').textContent()).resolves.toBe(
      `Não renova; acesso até ${day}; se reativar, muda para Básico em ${day}`,
    );
    await context.close();
  });
});
