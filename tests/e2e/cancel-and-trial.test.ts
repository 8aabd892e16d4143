import { getStore } from '../../api/src/store/db';
import { planCheckouts } from '../../api/src/store/plan-checkouts';
import { loginWithEmail, useE2E, VIEWPORTS } from './harness';

/**
 * Card subscriptions, honestly: /assinou says whether a trial started or the first payment was charged (asking
 * again for about 30 s while the payment is being confirmed); a trial is once per mailbox; a cancellation in the
 * portal keeps the paid period, and 'Reativar' on /conta undoes it.
 */
jest.setTimeout(120_000);

const product = useE2E();

const DATE = /\d{2}\/\d{2}\/\d{4}/;

describe.each(VIEWPORTS)('at %s', (label, viewport) => {
  const mailbox = `teste.cartao.${viewport.width}@gmail.com`;
  // The same Gmail inbox without the dots and with a tag: its trial is already used.
  const alias = `testecartao${viewport.width}+de.novo@gmail.com`;

  it("a first card checkout: /assinou shows 'Confirmando…' until the payment is confirmed, then the trial and its end", async () => {
    const { context, page } = await product().newPage(viewport);
    await loginWithEmail(page, mailbox, '/assinatura');
    await page.getByText('7 dias grátis').first().waitFor();
    await page
      .locator('[data-plan="vip"]')
      .getByRole('button', { name: /^Mensal/ })
      .click();
    await page.waitForURL(/\/local-checkout\/cs_local_/);
    const session = new URL(page.url()).pathname.split('/').pop() ?? '';
    // Back on the thank-you page before the provider's events arrive: nothing is claimed yet.
    await page.goto(`/assinou?session=${session}`);
    await page.getByRole('heading', { name: 'Obrigado' }).waitFor();
    await page.getByText('Confirmando…').waitFor();
    expect(await page.getByText('O seu período de teste começou').count()).toBe(0);
    // As the checkout page's own form posts it (the local stand-in refuses posts from another origin).
    const paid = await page.request.post(`/local-checkout/${session}/pay`, {
      maxRedirects: 0,
      headers: { origin: new URL(page.url()).origin },
    });
    expect(paid.status()).toBe(303);
    const trial = page.getByText(/O seu período de teste começou e vai até/);
    await trial.waitFor();
    expect(await trial.textContent()).toMatch(DATE);
    expect(await page.getByText('Confirmando…').count()).toBe(0);
    await context.close();
  });

  it(`the same mailbox again (${label}): no trial offered, the first payment is charged, and the portal's cancellation keeps the period until 'Reativar'`, async () => {
    const { context, page } = await product().newPage(viewport);
    await loginWithEmail(page, alias, '/assinatura');
    const vip = page.locator('[data-plan="vip"]');
    await vip.getByRole('button', { name: /^Mensal/ }).waitFor();
    expect(await page.getByText('7 dias grátis').count()).toBe(0);
    await vip.getByRole('button', { name: /^Mensal/ }).click();
    await page.waitForURL(/\/local-checkout\/cs_local_/);
    expect(await page.getByText('dias grátis').count()).toBe(0);
    await page.getByRole('button', { name: 'Pagar' }).click();
    await page.waitForURL(/\/assinou\?session=cs_local_/);
    await page.getByText(/O primeiro pagamento, de R\$\s200,00, foi cobrado agora no cartão cadastrado/).waitFor();
    expect(await page.getByText('O seu período de teste começou').count()).toBe(0);

    await page.goto('/conta');
    const card = page.locator('.subscription-card').first();
    await expect(card.getByTestId('status').textContent()).resolves.toBe('ativa');
    expect(await card.getByRole('button', { name: 'Reativar' }).count()).toBe(0);
    await card.getByRole('button', { name: /Gerenciar assinatura/ }).click();
    await page.getByRole('heading', { name: 'Portal do cliente' }).waitFor();
    await page.getByRole('button', { name: 'Cancelar assinatura' }).click();
    await page.getByRole('heading', { name: 'Minha conta' }).waitFor();
    const status = card.getByTestId('status');
    await card.getByText(/^ativa — não renova; acesso até /).waitFor();
    expect(await status.textContent()).toMatch(new RegExp(`^ativa — não renova; acesso até ${DATE.source}$`));
    // The date is the paid period's end, as 'Vencimento' shows it.
    const expiry = await card.locator('dd').nth(1).textContent();
    expect(await status.textContent()).toContain(expiry ?? 'none');

    await card.getByRole('button', { name: 'Reativar' }).click();
    await card
      .getByTestId('status')
      .getByText(/^ativa$/)
      .waitFor();
    expect(await card.getByRole('button', { name: 'Reativar' }).count()).toBe(0);
    await page.reload();
    await expect(page.locator('.subscription-card').first().getByTestId('status').textContent()).resolves.toBe('ativa');
    await context.close();
  });

  it('a payment never confirmed: after about 30 s /assinou stops asking and says it is still being confirmed', async () => {
    const { context, page } = await product().newPage(viewport);
    await page.clock.install({ time: Date.now() });
    const userId = await loginWithEmail(page, `nunca-pago-${viewport.width}@e2e.agulhadas.app`, '/assinatura');
    // A checkout this user opened, whose payment no webhook will ever confirm: the server can only answer 'pending'.
    const session = `cs_local_nunca_pago_${viewport.width}`;
    const at = new Date().toISOString();
    await planCheckouts(await getStore()).insertOne({
      _id: session,
      userId,
      plan: 'assinante_m',
      trialDays: 0,
      provider: 'local',
      status: 'open',
      createdAt: at,
      updatedAt: at,
    });
    let asked = 0;
    await page.route('**/api/getCheckoutOutcome*', (route) => {
      asked += 1;
      return route.continue();
    });
    await page.goto(`/assinou?session=${session}`);
    await page.getByText('Confirmando…').waitFor();
    await page.clock.runFor(10_000);
    // The timers fired on the fake clock; their requests reach the route a moment later in real time.
    for (let wait = 0; wait < 50 && asked < 2; wait += 1) await page.waitForTimeout(100);
    expect(asked).toBeGreaterThan(1);
    await page.clock.runFor(21_000);
    await page.getByText(/Ainda estamos confirmando o pagamento com o Stripe/).waitFor();
    expect(await page.getByText('Confirmando…').count()).toBe(0);
    await page.getByRole('link', { name: 'Minha conta' }).first().waitFor();
    // A request that left just before the page gave up may still be on its way.
    await page.waitForTimeout(500);
    const settled = asked;
    await page.clock.runFor(10_000);
    await page.waitForTimeout(500);
    expect(asked).toBe(settled);
    await context.close();
  });
});
