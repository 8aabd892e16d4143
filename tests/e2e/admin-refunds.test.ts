import { getStore } from '../../api/src/store/db';
import { invoices } from '../../api/src/store/invoices';
import { refunds } from '../../api/src/store/refunds';
import { subscriptions } from '../../api/src/store/subscriptions';
import { queueEmail } from '../../api/src/services/email/queue-email';
import { outboxEmails } from '@agulhadas/delivery/queue/outbox-emails';
import { localUserId } from '../../local/src/demo/demo-users';
import { localCharges } from '../../local/src/stand-ins/payments/local-charges';
import { loginAs, useE2E, VIEWPORTS } from './harness';
import { seedSubscription } from './seed-subscription';

/** Usuários: refunding a demo user's card charge, recording a manual PIX refund, resending the confirmation e-mail. */
jest.setTimeout(180_000);

const e2e = useE2E();
const SHOTS = process.env.ADMIN_SHOTS_DIR;
const VITOR = 'vip@demo.agulhadas.app';
const ANA = 'assinante@demo.agulhadas.app';

async function openUser(page: import('playwright-core').Page, prefix: string, email: string): Promise<void> {
  await page.getByRole('link', { name: 'Usuários', exact: true }).click();
  await page.getByLabel('Início do e-mail').fill(prefix);
  await page.getByRole('button', { name: 'Buscar' }).click();
  await page.getByRole('button', { name: new RegExp(email) }).click();
  await page.getByRole('heading', { name: email }).waitFor();
}

describe.each(VIEWPORTS)('at %s', (_label, viewport) => {
  it('the demo admin refunds a card payment of Vítor VIP and sees Reembolsado; the card was refunded once and the plan ended', async () => {
    const w = viewport.width;
    const store = await getStore();
    const userId = localUserId(VITOR);
    const subId = `sub_demo_vitor_card_${w}`;
    const invoiceId = `in_demo_vitor_${w}`;
    const now = new Date();
    await seedSubscription(userId, {
      subId,
      level: 'VIP',
      status: 'active',
      expiry: Math.floor(now.getTime() / 1000) + 20 * 86400,
      metadata: { price: 20000, plan: 'vip_m', period: 'M' },
    });
    await localCharges(store).insertOne({
      _id: `ch_demo_vitor_${w}`,
      kind: 'charge',
      userId,
      subId,
      invoiceId,
      amount: 20000,
      reason: 'subscription_create',
      createdAt: now.toISOString(),
    });

    const { context, page } = await e2e().newPage(viewport);
    page.on('dialog', (dialog) => void dialog.accept());
    await loginAs(page, 'Alice Admin', '/admin');
    await openUser(page, 'VIP@DEMO', VITOR);
    await page.getByRole('heading', { name: 'Cobranças no cartão' }).waitFor();
    const refund = page.getByRole('button', { name: 'Reembolsar', exact: true });
    await refund.waitFor();
    expect(await refund.count()).toBe(1);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/reembolso-cartao-antes-${w}.png`, fullPage: true });
    await refund.click();
    await page.getByText('Reembolso feito no cartão. O plano foi encerrado e o usuário foi avisado.').waitFor();
    await page.getByText('Reembolsado', { exact: true }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Reembolsar', exact: true }).count()).toBe(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/reembolso-cartao-${w}.png`, fullPage: true });

    expect(await localCharges(store).countDocuments({ kind: 'refund', invoiceId })).toBe(1);
    expect(await subscriptions(store).findOne({ subId })).toMatchObject({ status: 'canceled' });
    expect(await outboxEmails(store).countDocuments({ _id: `payment-refunded:card:${invoiceId}` })).toBe(1);
    await context.close();
  });

  it('the demo admin records a manual PIX refund for Ana Assinante and resends her confirmation e-mail', async () => {
    const w = viewport.width;
    const store = await getStore();
    const userId = localUserId(ANA);
    const subId = `demo_ana_pix_${w}`;
    const invoiceId = `inv_demo_ana_${w}`;
    const now = new Date();
    await seedSubscription(userId, {
      subId,
      level: 'VIP',
      status: 'active',
      expiry: Math.floor(now.getTime() / 1000) + 80 * 86400,
      metadata: { price: 51000, plan: 'vip_3', period: '3M' },
    });
    await invoices(store).insertOne({
      _id: invoiceId,
      subId,
      userId,
      status: 'paid',
      paymentMethod: 'pix',
      data: '',
      amount: 51000,
      createdAt: now.toISOString(),
      paidAt: now.toISOString(),
    });
    await queueEmail(
      store,
      {
        template: 'payment-confirmed',
        about: subId,
        to: ANA,
        name: 'Ana Assinante',
        userId,
        data: {
          nome: 'Ana Assinante',
          plano: 'VIP — 3 meses',
          valor: 'R$ 510,00',
          forma: 'PIX',
          validade: '01/01/2030',
          link: 'http://localhost:4280/conta',
        },
      },
      now,
    );

    const { context, page } = await e2e().newPage(viewport);
    page.on('dialog', (dialog) => void dialog.accept());
    await loginAs(page, 'Alice Admin', '/admin');
    await openUser(page, 'assinante@', ANA);
    await page.getByRole('button', { name: 'Registrar reembolso manual' }).click();
    const dialog = page.getByRole('dialog', { name: 'Registrar reembolso manual' });
    await dialog.waitFor();
    await dialog.getByLabel('Valor reembolsado (R$)').fill('510,00');
    await dialog.getByLabel('Forma do reembolso').selectOption('pix');
    await dialog.getByLabel('Observação').fill('Devolvido pelo PIX da empresa; comprovante enviado por e-mail.');
    await dialog.getByText('Reembolso total: o plano termina agora.').waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/reembolso-manual-dialogo-${w}.png`, fullPage: false });
    await dialog.getByRole('button', { name: 'Registrar reembolso' }).click();
    await page.getByText('Reembolso registrado. O plano foi encerrado e o usuário foi avisado.').waitFor();
    await page.getByText('Reembolsado', { exact: true }).first().waitFor();
    expect(await refunds(store).findOne({ _id: `manual:${invoiceId}` })).toMatchObject({
      amountCents: 51000,
      refundMethod: 'pix',
      planEnded: true,
    });
    expect(await subscriptions(store).findOne({ subId })).toMatchObject({ status: 'cancelled' });

    await page.getByRole('button', { name: 'Reenviar e-mail de confirmação' }).click();
    await page.getByText(`E-mail de confirmação reenviado para ${ANA}.`).waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/reembolso-manual-${w}.png`, fullPage: true });
    expect(await outboxEmails(store).countDocuments({ _id: { $regex: `^payment-confirmed:${subId}:reenvio:` } })).toBe(
      1,
    );
    await context.close();
  });
});
