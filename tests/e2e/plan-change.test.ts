import { config } from '../../api/src/config';
import { localUserId } from '../../local/src/demo/demo-users';
import { stripeEvent, subscriptionObject } from '../../local/src/stand-ins/payments/local-stripe-events';
import { signStripePayload } from '../../api/src/services/payments/stripe-signature';
import { getStore } from '../../api/src/store/db';
import { localCharges } from '../../local/src/stand-ins/payments/local-charges';
import { subscriptions } from '../../api/src/store/subscriptions';
import { loginWithEmail, useE2E, VIEWPORTS } from './harness';

/**
 * A card subscriber changes plan on /assinatura: the dialog prices the change before anything happens, the same
 * subscription moves to the new level, and the card is charged exactly what the dialog showed.
 */
jest.setTimeout(120_000);

const product = useE2E();

/** 'R$ 33,33' (any space) → 3333 cents. */
const centsOf = (text: string): number => Number(text.replace(/[^\d,]/g, '').replace(',', '.')) * 100;

describe.each(VIEWPORTS)('at %s', (_label, viewport) => {
  it('upgrades a card Assinante monthly subscription to VIP monthly, charged what the dialog showed, then schedules the way back; a second card subscription is refunded', async () => {
    const { context, page } = await product().newPage(viewport);
    const email = `upgrade-${viewport.width}@e2e.agulhadas.app`;
    const userId = localUserId(email);
    // A voucher link: no trial, so the first month is charged and the upgrade prorates real money.
    await loginWithEmail(page, email, '/assinatura?voucher=e2e');
    const openCheckout = async () => {
      await page
        .locator('[data-plan="assinante"]')
        .getByRole('button', { name: /^Mensal/ })
        .click();
      await page.waitForURL(/\/local-checkout\//);
      return page.url();
    };
    // A second checkout expires the first: only one can be paid.
    const first = await openCheckout();
    await page.goto('/assinatura?voucher=e2e');
    const second = await openCheckout();
    await page.goto(first);
    await page.getByRole('heading', { name: 'Sessão de pagamento expirada' }).waitFor();
    await page.goto(second);
    await page.getByRole('button', { name: 'Pagar' }).click();
    await page.waitForURL((url) => url.pathname === '/assinou');
    const store = await getStore();
    const [before] = await subscriptions(store).find({ userId }).toArray();
    expect(before).toMatchObject({ level: 'Assinante', status: 'active', subId: expect.stringMatching(/^sub_/) });

    await page.goto('/assinatura');
    const vip = page.locator('[data-plan="vip"]');
    // The one-off tab of the level the card pays is hidden; VIP (above it) keeps its own.
    await page.locator('[data-plan="assinante"]').getByText('Renovação automática ativa.').waitFor();
    expect(await page.locator('[data-plan="assinante"]').getByRole('tab', { name: 'Único' }).count()).toBe(0);
    await vip.getByRole('button', { name: /^Mensal/ }).click();
    const dialog = page.getByRole('dialog');
    const quote = dialog.locator('.plan-change-quote');
    await quote.waitFor();
    const text = (await quote.textContent()) ?? '';
    const shown = /^Mudar para VIP: (R\$\s[\d.,]+) hoje, depois R\$\s200,00\/mês$/.exec(text);
    expect(shown).not.toBeNull();
    const shownCents = centsOf(shown?.[1] ?? '');
    expect(shownCents).toBeGreaterThan(0);
    await dialog.getByRole('button', { name: 'Confirmar mudança' }).click();
    await page.waitForURL((url) => url.pathname === '/conta');

    const cards = page.locator(`.subscription-card[data-sub^="sub_"]`);
    await cards.first().locator('h3').getByText('VIP').waitFor();
    expect(await cards.count()).toBe(1);
    await expect(cards.first().getAttribute('data-sub')).resolves.toBe(before.subId);
    await expect(cards.first().getByTestId('status').textContent()).resolves.toBe('ativa');
    const live = await subscriptions(store).find({ userId, status: 'active' }).toArray();
    expect(live.map((sub) => [sub.subId, sub.level])).toEqual([[before.subId, 'VIP']]);
    const charged = await localCharges(store).find({ subId: before.subId, reason: 'subscription_update' }).toArray();
    expect(charged.map((charge) => charge.amount)).toEqual([shownCents]);

    // Back down to Assinante: nothing charged today, VIP kept until the paid period ends.
    await page.goto('/assinatura');
    const assinante = page.locator('[data-plan="assinante"]');
    await vip.getByText('Renovação automática ativa.').waitFor();
    expect(await assinante.getByRole('tab', { name: 'Único' }).count()).toBe(0);
    await assinante.getByRole('button', { name: /^Mensal/ }).click();
    const day = new Intl.DateTimeFormat('pt-BR', {
      timeZone: 'America/Sao_Paulo',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }).format(new Date((before.expiry ?? 0) * 1000));
    await page
      .getByRole('dialog')
      .getByText(`Mudar para Assinante em ${day}: depois R$\u00a0150,00/mês, sem cobrança hoje`)
      .waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmar mudança' }).click();
    await page.waitForURL((url) => url.pathname === '/conta');
    await cards.first().getByText(`Muda para Assinante em ${day}`).waitFor();
    await expect(cards.first().locator('h3').textContent()).resolves.toBe('VIP');
    expect(await localCharges(store).countDocuments({ subId: before.subId, reason: 'subscription_update' })).toBe(1);

    // A second card subscription made outside the plans page is cancelled, and its card says why.
    const t = Math.floor(Date.now() / 1000);
    const outside = `sub_outside_${viewport.width}`;
    const created = stripeEvent(
      'customer.subscription.created',
      subscriptionObject({
        subId: outside,
        userId,
        plan: 'vip_m',
        status: 'active',
        created: t,
        periodEnd: t + 30 * 86400,
        trialEnd: null,
      }),
      t,
    );
    const payload = JSON.stringify(created);
    const answer = await fetch(`${product().runtime.url}/api/stripeWebhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signStripePayload(payload, config().stripeWebhookSecret, new Date()),
      },
      body: payload,
    });
    expect(answer.status).toBe(200);
    await page.reload();
    await page
      .locator(`.subscription-card[data-sub="${outside}"]`)
      .getByText('Cobrança em duplicidade: assinatura cancelada e valor reembolsado.')
      .waitFor();
    expect((await subscriptions(store).find({ userId, status: 'active' }).toArray()).map((sub) => sub.subId)).toEqual([
      before.subId,
    ]);
    await context.close();
  });
});
