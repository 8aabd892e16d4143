import { beforeEach, describe, expect, it } from '@jest/globals';
import { overrideConfig } from '../../api/src/config';
import type { Principal } from '../../api/src/http/principal';
import { auditLog } from '../../api/src/store/audit-log';
import { invoices } from '../../api/src/store/invoices';
import { refunds } from '../../api/src/store/refunds';
import { subscriptions } from '../../api/src/store/subscriptions';
import type { Store } from '../../api/src/store/types';
import { users } from '../../api/src/store/users';
import { outboxEmails } from '@agulhadas/delivery/queue/outbox-emails';
import { telegramQueue } from '@agulhadas/delivery/queue/telegram-queue';
import { localCharges } from '../../local/src/stand-ins/payments/local-charges';
import { call, freshStore, principalFor } from '../support/api-client';
import { expectAdminOnly } from './admin-refusals';
import { bia, commerceConfig, snapshot } from './commerce-support';

const ROLES_SECRET = 'roles-secret-for-refund-tests';
const address = { nome: 'Bia Lima', endereco: 'Rua B, 2 — Recife', telefone: '(81) 91234-5678' };
const alice: Principal = principalFor('kp_alice', 'alice@test.agulhadas.app', ['admin']);
const bruno: Principal = principalFor('kp_bruno', 'bruno@test.agulhadas.app', ['admin']);
const CARD_SUB = 'sub_card_bia';
const CARD_INVOICE = 'in_card_bia_1';

const signIn = (userId: string, email: string) =>
  call('GetRoles', {
    method: 'POST',
    headers: { 'x-roles-source-secret': ROLES_SECRET },
    body: { identityProvider: 'kinde', userId, userDetails: email, claims: [] },
  });

const post = (route: string, as: Principal | undefined, body: object, headers?: Record<string, string>) =>
  call<{ error?: string; message?: string; alreadyHandled?: boolean }>(route, { method: 'POST', as, body, headers });

/** Bia's VIP month on the card, paid once, as the webhook and the local charge book leave it. */
async function cardPlan(store: Store, now: Date): Promise<void> {
  const t = Math.floor(now.getTime() / 1000);
  const at = now.toISOString();
  await subscriptions(store).insertOne({
    subId: CARD_SUB,
    userId: 'kp_bia',
    level: 'VIP',
    status: 'active',
    expiry: t + 30 * 86400,
    metadata: { price: 20000, plan: 'vip_m', period: 'M' },
    createdAt: at,
    updatedAt: at,
  });
  await localCharges(store).insertOne({
    _id: 'ch_local_bia_1',
    kind: 'charge',
    userId: 'kp_bia',
    subId: CARD_SUB,
    invoiceId: CARD_INVOICE,
    amount: 20000,
    reason: 'subscription_create',
    createdAt: at,
  });
}

/** Bia buys a VIP quarter by PIX and an admin confirms it: a paid invoice, and the confirmation e-mail. */
async function paidPix(store: Store): Promise<{ subId: string; invoiceId: string }> {
  const bought = await call<{ subId: string }>('createPaidService', {
    method: 'POST',
    as: bia,
    body: { metadata: { price: 51000, plan: 'vip_3', period: '3M' }, invoiceAddress: address },
  });
  const subId = bought.body.subId;
  expect(
    (
      await call('createInvoice', {
        method: 'POST',
        as: bia,
        body: { assinatura: subId, invoiceAddress: address, payWith: 'pix' },
      })
    ).status,
  ).toBe(200);
  expect((await post('backoffice/confirmPayment', alice, { subId })).status).toBe(200);
  const invoice = await invoices(store).findOne({ subId, status: 'paid' });
  return { subId, invoiceId: invoice?._id ?? '' };
}

/** Everything these actions may write. */
async function everything(store: Store): Promise<string> {
  const extra = await Promise.all(
    ['audit_log', 'outbox_emails', 'telegram_queue', 'refunds', 'local_charges'].map((name) =>
      store
        .collection(name)
        .find({}, { sort: { _id: 1 } })
        .toArray(),
    ),
  );
  return (await snapshot(store)) + JSON.stringify(extra);
}

const refundCount = (store: Store) => localCharges(store).countDocuments({ kind: 'refund', invoiceId: CARD_INVOICE });

describe('the back office refunds and resends confirmations', () => {
  let store: Store;
  beforeEach(async () => {
    store = await freshStore();
    commerceConfig();
    overrideConfig({ rolesSourceSecret: ROLES_SECRET, adminUserIds: ['kp_alice'] });
    await call('getUserInfo', { as: bia });
    await users(store).updateOne({ _id: 'kp_bia' }, { $set: { telegram: { id: '777001', active: true } } });
    await signIn('kp_alice', 'alice@test.agulhadas.app');
    await signIn('kp_bruno', 'bruno@test.agulhadas.app');
  });

  it('refunds a card charge once: the card provider is asked once, the plan ends now, Bia is told, the trail has it', async () => {
    const now = new Date();
    await cardPlan(store, now);
    const listed = await call<{
      charges: Array<{ invoiceId: string; amountCents: number; refundedCents: number | null }>;
    }>('backoffice/cardCharges', {
      as: alice,
      query: { userId: 'kp_bia' },
    });
    expect(listed.body.charges).toEqual([
      expect.objectContaining({ subId: CARD_SUB, invoiceId: CARD_INVOICE, amountCents: 20000, refundedCents: null }),
    ]);
    expect((await call<{ roles: string[] }>('getUserInfo', { as: bia })).body.roles).toContain('VIP');

    const first = await post('backoffice/refundCard', alice, {
      userId: 'kp_bia',
      subId: CARD_SUB,
      invoiceId: CARD_INVOICE,
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      alreadyHandled: false,
      message: 'Reembolso feito no cartão. O plano foi encerrado e o usuário foi avisado.',
    });
    expect(await refundCount(store)).toBe(1);
    const sub = await subscriptions(store).findOne({ subId: CARD_SUB });
    expect(sub).toMatchObject({ status: 'canceled', cancelAtPeriodEnd: false });
    expect(sub!.expiry).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
    expect((await call<{ roles: string[] }>('getUserInfo', { as: bia })).body.roles).not.toContain('VIP');
    expect(await refunds(store).findOne({ _id: `card:${CARD_INVOICE}` })).toMatchObject({
      status: 'done',
      amountCents: 20000,
      planEnded: true,
      providerRefundId: expect.stringMatching(/^re_/),
      by: 'alice@test.agulhadas.app',
    });
    const email = await outboxEmails(store).findOne({ _id: `payment-refunded:card:${CARD_INVOICE}` });
    expect(email?.to).toBe('bia@test.agulhadas.app');
    expect(email?.data).toMatchObject({
      valor: 'R$ 200,00',
      forma: 'cartão',
      situacao: 'Com o reembolso total, o plano foi encerrado hoje.',
    });
    expect(await telegramQueue(store).countDocuments({ _id: `payment-refunded:card:${CARD_INVOICE}` })).toBe(1);
    expect(await auditLog(store).find({ what: 'payment-refunded' }).toArray()).toEqual([
      expect.objectContaining({
        adminUserId: 'kp_alice',
        email: 'bia@test.agulhadas.app',
        target: CARD_INVOICE,
        before: expect.objectContaining({ status: 'active', refundedCents: 0 }),
        after: expect.objectContaining({ status: 'canceled', refundedCents: 20000 }),
      }),
    ]);

    const before = await everything(store);
    const second = await post('backoffice/refundCard', alice, {
      userId: 'kp_bia',
      subId: CARD_SUB,
      invoiceId: CARD_INVOICE,
    });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({
      alreadyHandled: true,
      message: 'Esta cobrança já tinha sido reembolsada; nada mudou.',
    });
    expect(await everything(store)).toBe(before);
    expect(await refundCount(store)).toBe(1);
    const after = await call<{ charges: Array<{ refundedCents: number | null }> }>('backoffice/cardCharges', {
      as: alice,
      query: { userId: 'kp_bia' },
    });
    expect(after.body.charges[0]?.refundedCents).toBe(20000);
  });

  it('refuses a charge of another user or subscription (404) and bad input (400, in Portuguese), changing nothing', async () => {
    await cardPlan(store, new Date());
    await signIn('kp_carla', 'carla@test.agulhadas.app');
    await call('getUserInfo', { as: principalFor('kp_carla', 'carla@test.agulhadas.app') });
    const before = await everything(store);
    const notHers = await post('backoffice/refundCard', alice, {
      userId: 'kp_carla',
      subId: CARD_SUB,
      invoiceId: CARD_INVOICE,
    });
    expect(notHers.status).toBe(404);
    expect(notHers.body.error).toBe('Cobrança no cartão não encontrada para este usuário.');
    expect(
      (await post('backoffice/refundCard', alice, { userId: 'kp_bia', subId: CARD_SUB, invoiceId: 'in_outra' })).status,
    ).toBe(404);
    const bad = await post('backoffice/refundCard', alice, {
      userId: 'kp_bia',
      subId: 'sub card',
      invoiceId: CARD_INVOICE,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/Assinatura inválida/);
    const extra = await post('backoffice/refundCard', alice, {
      userId: 'kp_bia',
      subId: CARD_SUB,
      invoiceId: CARD_INVOICE,
      amount: 1,
    });
    expect(extra.status).toBe(400);
    for (const body of [
      { userId: 'kp_bia', invoiceId: 'inv_x', amountCents: 0, method: 'pix' },
      { userId: 'kp_bia', invoiceId: 'inv_x', amountCents: 12.5, method: 'pix' },
      { userId: 'kp_bia', invoiceId: 'inv_x', amountCents: 100, method: 'cheque' },
      { userId: 'kp_bia', invoiceId: 'inv_x', amountCents: 100, method: 'pix', note: 'x'.repeat(501) },
      { userId: 'kp_bia', invoiceId: 'inv_x', amountCents: 100, method: 'pix', note: 'a\u0000b' },
    ]) {
      const refused = await post('backoffice/manualRefund', alice, body);
      expect(refused.status).toBe(400);
      expect(refused.body.error).not.toMatch(/Invalid|expected|Required/);
    }
    expect(await everything(store)).toBe(before);
    expect(await refundCount(store)).toBe(0);
  });

  it('records a manual PIX refund: a part keeps the plan, the whole ends it; one record per invoice; more than paid is refused', async () => {
    const { subId, invoiceId } = await paidPix(store);
    const tooMuch = await post('backoffice/manualRefund', alice, {
      userId: 'kp_bia',
      invoiceId,
      amountCents: 51001,
      method: 'pix',
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.error).toBe('O valor reembolsado passa do que foi pago (R$ 510,00).');

    const whole = await post('backoffice/manualRefund', alice, {
      userId: 'kp_bia',
      invoiceId,
      amountCents: 51000,
      method: 'pix',
      note: 'Devolvido pelo PIX do banco em 2 parcelas.\nComprovante no e-mail.',
    });
    expect(whole.status).toBe(200);
    expect(whole.body).toMatchObject({
      alreadyHandled: false,
      message: 'Reembolso registrado. O plano foi encerrado e o usuário foi avisado.',
    });
    expect(await subscriptions(store).findOne({ subId })).toMatchObject({ status: 'cancelled' });
    expect((await call<{ roles: string[] }>('getUserInfo', { as: bia })).body.roles).not.toContain('VIP');
    expect(await refunds(store).findOne({ _id: `manual:${invoiceId}` })).toMatchObject({
      kind: 'manual',
      paidWith: 'PIX',
      refundMethod: 'pix',
      amountCents: 51000,
      note: 'Devolvido pelo PIX do banco em 2 parcelas.\nComprovante no e-mail.',
    });
    expect(await outboxEmails(store).countDocuments({ template: 'payment-refunded' })).toBe(1);
    expect(await telegramQueue(store).countDocuments({ _id: `payment-refunded:manual:${invoiceId}` })).toBe(1);
    const overview = await call<{ user: { invoices: Array<{ id: string; refundedCents: number | null }> } }>(
      'backoffice/user',
      {
        as: alice,
        query: { userId: 'kp_bia' },
      },
    );
    expect(overview.body.user.invoices).toEqual([expect.objectContaining({ id: invoiceId, refundedCents: 51000 })]);
    expect(await auditLog(store).find({ what: 'payment-refunded' }).toArray()).toEqual([
      expect.objectContaining({
        target: invoiceId,
        after: expect.objectContaining({ refundMethod: 'pix', refundedCents: 51000, status: 'cancelled' }),
      }),
    ]);

    const before = await everything(store);
    const again = await post('backoffice/manualRefund', alice, {
      userId: 'kp_bia',
      invoiceId,
      amountCents: 100,
      method: 'pix',
    });
    expect(again.body).toMatchObject({ alreadyHandled: true });
    expect(await everything(store)).toBe(before);

    // A payment record: in the person's export, and kept when the account is erased.
    const exported = await call<{ reembolsos: Array<Record<string, unknown>> }>('backoffice/userData', {
      method: 'POST',
      as: alice,
      body: { userId: 'kp_bia' },
    });
    expect(exported.body.reembolsos).toEqual([
      expect.objectContaining({ valorCentavos: 51000, pagoCom: 'PIX', devolvidoPor: 'pix', planoEncerrado: true }),
    ]);
    expect((await post('backoffice/eraseUser', alice, { userId: 'kp_bia' })).status).toBe(200);
    expect(await users(store).countDocuments({ _id: 'kp_bia' })).toBe(0);
    expect(await refunds(store).countDocuments({ userId: 'kp_bia' })).toBe(1);
  });

  it('a partial manual refund leaves the plan running and says so to Bia', async () => {
    const { subId, invoiceId } = await paidPix(store);
    const part = await post('backoffice/manualRefund', alice, {
      userId: 'kp_bia',
      invoiceId,
      amountCents: 10000,
      method: 'transferencia',
    });
    expect(part.body.message).toBe('Reembolso parcial registrado. O plano continua ativo e o usuário foi avisado.');
    expect(await subscriptions(store).findOne({ subId })).toMatchObject({ status: 'active' });
    const email = await outboxEmails(store).findOne({ template: 'payment-refunded' });
    expect(email?.data.situacao).toBe('O reembolso foi parcial: o plano continua ativo até a validade atual.');
  });

  it('resends the last confirmation e-mail through the outbox once within ten minutes, and says when there is none', async () => {
    const none = await post('backoffice/resendConfirmation', alice, { userId: 'kp_bia' });
    expect(none.status).toBe(409);
    expect(none.body.error).toBe('Este usuário não tem e-mail de confirmação nos últimos 30 dias.');
    expect(
      (
        await call<{ user: { lastConfirmationEmail: unknown } }>('backoffice/user', {
          as: alice,
          query: { userId: 'kp_bia' },
        })
      ).body.user.lastConfirmationEmail,
    ).toBeNull();

    const { subId } = await paidPix(store);
    const original = await outboxEmails(store).findOne({ template: 'payment-confirmed' });
    expect(original?._id).toBe(`payment-confirmed:${subId}`);
    const overview = await call<{ user: { lastConfirmationEmail: { id: string } | null } }>('backoffice/user', {
      as: alice,
      query: { userId: 'kp_bia' },
    });
    expect(overview.body.user.lastConfirmationEmail).toMatchObject({ id: original?._id });

    const first = await post('backoffice/resendConfirmation', alice, { userId: 'kp_bia' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      alreadyHandled: false,
      message: 'E-mail de confirmação reenviado para bia@test.agulhadas.app.',
    });
    const copies = await outboxEmails(store)
      .find({ template: 'payment-confirmed' }, { sort: { createdAt: 1, _id: 1 } })
      .toArray();
    expect(copies).toHaveLength(2);
    const copy = copies.find((email) => email._id !== original?._id);
    expect(copy).toMatchObject({
      status: 'pending',
      attempts: 0,
      subject: original?.subject,
      data: original?.data,
      to: 'bia@test.agulhadas.app',
    });
    expect(await auditLog(store).find({ what: 'confirmation-email-resent' }).toArray()).toEqual([
      expect.objectContaining({
        adminUserId: 'kp_alice',
        target: original?._id,
        after: expect.objectContaining({ status: 'pending' }),
      }),
    ]);

    const before = await everything(store);
    const second = await post('backoffice/resendConfirmation', alice, { userId: 'kp_bia' });
    expect(second.body).toMatchObject({
      alreadyHandled: true,
      message: 'Este e-mail já foi reenviado há poucos minutos; nada foi enviado de novo.',
    });
    expect(await everything(store)).toBe(before);
    // The overview still names the original, not the copy.
    expect(
      (
        await call<{ user: { lastConfirmationEmail: { id: string } } }>('backoffice/user', {
          as: alice,
          query: { userId: 'kp_bia' },
        })
      ).body.user.lastConfirmationEmail.id,
    ).toBe(original?._id);
  });

  it.each([
    ['backoffice/refundCard', 'POST', { userId: 'kp_bia', subId: CARD_SUB, invoiceId: CARD_INVOICE }],
    [
      'backoffice/manualRefund',
      'POST',
      { userId: 'kp_bia', invoiceId: 'INVOICE', amountCents: 51000, method: 'pix', note: '' },
    ],
    ['backoffice/resendConfirmation', 'POST', { userId: 'kp_bia' }],
    ['backoffice/cardCharges', 'GET', undefined],
  ])(
    '%s %s: refused to anonymous (401), non-admins (403), a removed admin (403) and other sites (403), changing nothing',
    async (route, method, body) => {
      const { invoiceId } = await paidPix(store);
      await cardPlan(store, new Date());
      const realBody = body && 'invoiceId' in body && body.invoiceId === 'INVOICE' ? { ...body, invoiceId } : body;
      const query = method === 'GET' ? { userId: 'kp_bia' } : undefined;
      // Bruno was an admin and was removed; his session still carries the role.
      expect((await post('backoffice/admins', alice, { account: 'kp_bruno' })).status).toBe(200);
      expect(
        (await call('backoffice/admins', { method: 'DELETE', as: alice, body: { userId: 'kp_bruno' } })).status,
      ).toBe(200);
      const before = await everything(store);
      await expectAdminOnly({ route, method, body: realBody, query, admin: alice, unlisted: bruno });
      expect(await everything(store)).toBe(before);
      expect(await refundCount(store)).toBe(0);
    },
  );
});
