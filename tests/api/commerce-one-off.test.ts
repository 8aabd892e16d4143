import { addMonthsUnix } from '../../api/src/services/billing/calendar';
import { invoices } from '../../api/src/store/invoices';
import type { Store } from '../../api/src/store/types';
import { users } from '../../api/src/store/users';
import { isValidBrCode } from '../support/parse-pix-br-code';
import { call, freshStore } from '../support/api-client';
import { grantLevel } from '../support/fixtures';
import { ADMIN_KEY, ana, bia, commerceConfig, snapshot, subOf } from './commerce-support';

// PNG encoding of the QR codes and the crypto order make these slower than the default 5 s on a busy machine.
jest.setTimeout(20_000);

const address = { nome: 'Ana Souza', endereco: 'Rua A, 1 — São Paulo', telefone: '(11) 91234-5678' };
const vip3 = { metadata: { price: 51000, plan: 'vip_3', period: '3M' } };

async function buyOneOff(store: Store, as = ana, body: object = { ...vip3, invoiceAddress: address }) {
  const res = await call<{ status: string; subId: string }>('createPaidService', { method: 'POST', as, body });
  return { res, sub: res.body.subId ? await subOf(store, res.body.subId) : null };
}

const invoiceFor = (subId: string, payWith: 'pix' | 'cripto', as = ana) =>
  call<{
    invoiceObject: Array<{ status: string; paymentMethod: string; data: string; brCode?: string; payUrl?: string }>;
    error?: string;
  }>('createInvoice', {
    method: 'POST',
    as,
    body: { assinatura: subId, invoiceAddress: address, payWith },
  });

const confirm = (subId: string, key = ADMIN_KEY) =>
  call<{ status: string; alreadyConfirmed?: boolean; error?: string }>('confirmPayment', {
    method: 'POST',
    headers: { 'x-admin-key': key },
    body: { subId },
  });

describe('createPaidService', () => {
  let store: Store;
  beforeEach(async () => {
    store = await freshStore();
    commerceConfig();
  });

  it('creates the one-off subscription with the catalogue price and period, in trial for a first subscription', async () => {
    await call('getUserInfo', { as: ana });
    const { res, sub } = await buyOneOff(store, ana, {
      metadata: { ...vip3.metadata, price: 1 },
      invoiceAddress: address,
    });
    expect(res.body.status).toBe('success');
    expect(sub).toMatchObject({
      userId: 'kp_ana',
      level: 'VIP',
      status: 'trialing',
      metadata: { price: 51000, plan: 'vip_3', period: '3M' },
      invoiceAddress: address,
    });
    expect((await users(store).findOne({ _id: 'kp_ana' }))?.invoiceAddress).toEqual(address);
  });

  it('a repeated purchase of the same plan returns the open order; once paid, a new purchase opens a new one', async () => {
    const first = await buyOneOff(store);
    const again = await buyOneOff(store, ana, { ...vip3, invoiceAddress: { ...address, nome: 'Ana S.' } });
    expect(again.res.body.subId).toBe(first.res.body.subId);
    expect(again.sub?.invoiceAddress?.nome).toBe('Ana S.');
    const other = await buyOneOff(store, ana, {
      metadata: { price: 1, plan: 'vip_m', period: 'M' },
      invoiceAddress: address,
    });
    expect(other.res.body.subId).not.toBe(first.res.body.subId);
    expect((await confirm(first.res.body.subId)).status).toBe(200);
    const renewal = await buyOneOff(store);
    expect(renewal.res.body.subId).not.toBe(first.res.body.subId);
    expect(renewal.sub).toMatchObject({ status: 'pending_payment', metadata: { plan: 'vip_3' } });
  });

  it('is pending_payment (no expiry) when the user already had a subscription', async () => {
    await grantLevel(store, 'kp_ana', 'Basico', 'cancelled');
    const { sub } = await buyOneOff(store);
    expect(sub).toMatchObject({ status: 'pending_payment', expiry: null });
  });

  it('refuses recurring-only plans, bad addresses (with their Portuguese messages) and invalid bodies, changing nothing', async () => {
    const before = await snapshot(store);
    const basic = await call<{ error: string }>('createPaidService', {
      method: 'POST',
      as: ana,
      body: { metadata: { price: 7500, plan: 'basico_m', period: 'M' }, invoiceAddress: address },
    });
    expect(basic.status).toBe(400);
    const noName = await call<{ error: string }>('createPaidService', {
      method: 'POST',
      as: ana,
      body: { ...vip3, invoiceAddress: { ...address, nome: ' ' } },
    });
    expect(noName.status).toBe(400);
    expect(noName.body.error).toContain('Informe o seu nome');
    for (const body of [
      {},
      vip3,
      { ...vip3, invoiceAddress: {} },
      { metadata: { plan: 'vip_3' }, invoiceAddress: address },
    ]) {
      expect((await call('createPaidService', { method: 'POST', as: ana, body })).status).toBe(400);
    }
    expect(
      (await call('createPaidService', { method: 'POST', body: { ...vip3, invoiceAddress: address } })).status,
    ).toBe(401);
    expect(await snapshot(store)).toBe(before);
  });
});

describe('createInvoice and updateInvoiceAddress', () => {
  let store: Store;
  beforeEach(async () => {
    store = await freshStore();
    commerceConfig();
  });

  it('creates a PIX invoice with a valid BR Code and a QR data URL; switching to crypto cancels it', async () => {
    const { sub } = await buyOneOff(store);
    const pix = await invoiceFor(sub!.subId, 'pix');
    expect(pix.status).toBe(200);
    expect(pix.body.invoiceObject).toHaveLength(1);
    const [first] = pix.body.invoiceObject;
    expect(first).toMatchObject({
      status: 'pending',
      paymentMethod: 'pix',
      data: expect.stringMatching(/^data:image\/png;base64,/),
    });
    expect(isValidBrCode(first!.brCode ?? '')).toBe(true);
    expect(first!.brCode).toContain('5406510.00');
    const crypto = await invoiceFor(sub!.subId, 'cripto');
    expect(crypto.body.invoiceObject.map((invoice) => [invoice.paymentMethod, invoice.status])).toEqual([
      ['cripto', 'pending'],
      ['pix', 'cancelled'],
    ]);
    expect(crypto.body.invoiceObject[0]).toMatchObject({
      data: expect.stringMatching(/^cro_local_/),
      payUrl: expect.stringMatching(/^\/local-crypto\//),
    });
    expect(await store.collection('orders').countDocuments({ kind: 'crypto-order', subId: sub!.subId })).toBe(1);
  });

  it('once the crypto payment was sent, the method cannot change (409) and nothing changes', async () => {
    const { sub } = await buyOneOff(store);
    await invoiceFor(sub!.subId, 'cripto');
    await invoices(store).updateOne(
      { subId: sub!.subId, status: 'pending' },
      { $set: { submittedAt: new Date().toISOString() } },
    );
    const before = await snapshot(store);
    const switched = await invoiceFor(sub!.subId, 'pix');
    expect(switched.status).toBe(409);
    expect(switched.body.error).toBe(
      'O pagamento em cripto já foi enviado e aguarda confirmação: a forma de pagamento não pode mais mudar.',
    );
    expect(await snapshot(store)).toBe(before);
  });

  it("refuses another user's subscription (404), Stripe subscriptions and paid ones (409), invalid bodies (400), changing nothing", async () => {
    const { sub } = await buyOneOff(store);
    await grantLevel(store, 'kp_bia', 'VIP');
    const before = await snapshot(store);
    expect((await invoiceFor(sub!.subId, 'pix', bia)).status).toBe(404);
    expect((await invoiceFor('sub_kp_bia_VIP_active', 'pix', bia)).status).toBe(409);
    for (const body of [
      {},
      { assinatura: sub!.subId, invoiceAddress: address, payWith: 'boleto' },
      { assinatura: sub!.subId, payWith: 'pix' },
      { assinatura: '$where', invoiceAddress: address, payWith: 'pix' },
    ]) {
      expect((await call('createInvoice', { method: 'POST', as: ana, body })).status).toBe(400);
    }
    expect(await snapshot(store)).toBe(before);
    await confirm(sub!.subId);
    expect((await invoiceFor(sub!.subId, 'pix')).status).toBe(409);
  });

  it('accepts the subscription object as assinatura', async () => {
    const { sub } = await buyOneOff(store);
    const res = await call('createInvoice', {
      method: 'POST',
      as: ana,
      body: { assinatura: { subId: sub!.subId, level: 'VIP' }, invoiceAddress: address, payWith: 'pix' },
    });
    expect(res.status).toBe(200);
  });

  it('saves the invoice address, and refuses an incomplete one with the Portuguese messages', async () => {
    await call('getUserInfo', { as: ana });
    expect(
      (await call('updateInvoiceAddress', { method: 'POST', as: ana, body: { invoiceAddress: address } })).status,
    ).toBe(200);
    expect((await users(store).findOne({ _id: 'kp_ana' }))?.invoiceAddress).toEqual(address);
    const before = await snapshot(store);
    for (const [field, message] of [
      ['nome', 'Informe o seu nome'],
      ['endereco', 'Informe o seu endereço'],
      ['telefone', 'Informe o seu telefone'],
    ] as const) {
      const res = await call<{ error: string }>('updateInvoiceAddress', {
        method: 'POST',
        as: ana,
        body: { invoiceAddress: { ...address, [field]: '' } },
      });
      expect(res.status).toBe(400);
      expect(res.body.error).toContain(message);
    }
    expect((await call('updateInvoiceAddress', { method: 'POST', as: ana, body: {} })).status).toBe(400);
    expect((await call('updateInvoiceAddress', { method: 'POST', body: { invoiceAddress: address } })).status).toBe(
      401,
    );
    expect(await snapshot(store)).toBe(before);
  });
});

describe('confirmPayment (admin)', () => {
  let store: Store;
  beforeEach(async () => {
    store = await freshStore();
    commerceConfig();
  });

  it('activates for the period after the running trial and marks the invoice paid; a second confirmation changes nothing', async () => {
    const { sub } = await buyOneOff(store);
    expect(sub?.status).toBe('trialing');
    await invoiceFor(sub!.subId, 'pix');
    const first = await confirm(sub!.subId);
    expect(first.status).toBe(200);
    const active = await subOf(store, sub!.subId);
    expect(active?.status).toBe('active');
    expect(active?.expiry).toBe(addMonthsUnix(new Date(sub!.expiry! * 1000), 3));
    expect(await invoices(store).find({ subId: sub!.subId }).toArray()).toEqual([
      expect.objectContaining({ status: 'paid' }),
    ]);
    const before = await snapshot(store);
    const [again, concurrent] = await Promise.all([confirm(sub!.subId), confirm(sub!.subId)]);
    expect([again.status, concurrent.status]).toEqual([200, 200]);
    expect(again.body.alreadyConfirmed).toBe(true);
    expect(await snapshot(store)).toBe(before);
  });

  it('refuses a wrong or missing key (401), unknown ids (404), Stripe subscriptions (409), invalid bodies (400)', async () => {
    const { sub } = await buyOneOff(store);
    await grantLevel(store, 'kp_bia', 'VIP', 'past_due');
    const before = await snapshot(store);
    expect((await confirm(sub!.subId, 'wrong')).status).toBe(401);
    expect((await call('confirmPayment', { method: 'POST', body: { subId: sub!.subId } })).status).toBe(401);
    expect((await confirm('one_missing')).status).toBe(404);
    expect((await confirm('sub_kp_bia_VIP_past_due')).status).toBe(409);
    expect(
      (await call('confirmPayment', { method: 'POST', headers: { 'x-admin-key': ADMIN_KEY }, body: {} })).status,
    ).toBe(400);
    expect(await snapshot(store)).toBe(before);
  });
});
