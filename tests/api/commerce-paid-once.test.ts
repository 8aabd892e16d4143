import { oneOffBelowCardText } from '@agulhadas/domain/plans/plan-holding';
import { subscriptions } from '../../api/src/store/subscriptions';
import type { Store } from '../../api/src/store/types';
import { call, freshStore } from '../support/api-client';
import { ana, commerceConfig, openPlanCheckout, payLocalSession, snapshot } from './commerce-support';

// PNG encoding of the QR codes makes these slower than the default 5 s on a busy machine.
jest.setTimeout(20_000);

/** A level is paid once: a one-off bought before a card plan of the same level cannot be invoiced any more. */
const address = { nome: 'Ana Souza', endereco: 'Rua A, 1 — São Paulo', telefone: '(11) 91234-5678' };
const card = (plan: string, price: number) => ({
  metadata: { price, plan, period: 'M' },
  hasVoucher: false,
  isPromo30: false,
});

async function buyOneOff(plan: string): Promise<string> {
  const res = await call<{ subId: string }>('createPaidService', {
    method: 'POST',
    as: ana,
    body: { metadata: { price: 1, plan, period: '3M' }, invoiceAddress: address },
  });
  expect(res.status).toBe(200);
  return res.body.subId;
}

const invoiceFor = (subId: string, payWith: 'pix' | 'cripto') =>
  call<{ error?: string }>('createInvoice', {
    method: 'POST',
    as: ana,
    body: { assinatura: subId, invoiceAddress: address, payWith },
  });

describe('a level paid by a live card plan is not paid again by PIX or crypto', () => {
  let store: Store;
  beforeEach(async () => {
    store = await freshStore();
    commerceConfig();
    await call('getUserInfo', { as: ana });
  });

  it('refuses invoices for a one-off of the card level or below (409), changing nothing', async () => {
    const sameLevel = await buyOneOff('vip_3');
    const lower = await buyOneOff('assinante_3');
    await payLocalSession(await openPlanCheckout(store, ana, card('vip_m', 25000)));
    expect(
      await subscriptions(store).countDocuments({
        userId: 'kp_ana',
        subId: /^sub_/,
        status: { $in: ['active', 'trialing'] },
      }),
    ).toBe(1);
    const before = await snapshot(store);
    for (const subId of [sameLevel, lower]) {
      for (const method of ['pix', 'cripto'] as const) {
        const refused = await invoiceFor(subId, method);
        expect([refused.status, refused.body.error]).toEqual([409, oneOffBelowCardText('VIP')]);
      }
    }
    expect(await snapshot(store)).toBe(before);
  });

  it('still invoices a one-off above the card level, and any one-off once the card plan has ended', async () => {
    const higher = await buyOneOff('vip_3');
    const same = await buyOneOff('assinante_3');
    await payLocalSession(await openPlanCheckout(store, ana, card('assinante_m', 15000)));
    expect((await invoiceFor(higher, 'pix')).status).toBe(200);
    expect((await invoiceFor(same, 'pix')).status).toBe(409);
    await subscriptions(store).updateOne({ userId: 'kp_ana', subId: /^sub_/ }, { $set: { status: 'cancelled' } });
    expect((await invoiceFor(same, 'pix')).status).toBe(200);
  });
});
