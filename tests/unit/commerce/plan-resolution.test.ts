import { describe, expect, it } from '@jest/globals';
import { DEFAULT_PLAN_CATALOGUE, buildPlanCatalogue } from '@agulhadas/domain/plans/plan-catalogue';
import {
  buildPlanPriceObject,
  buildSubscriptionCheckoutRequest,
  paidServiceBodySchema,
  planPriceObjectSchema,
  subscriptionCheckoutBodySchema,
} from '@agulhadas/domain/plans/plan-price-object';
import { resolvePlan, resolvePlanFromMetadata } from '@agulhadas/domain/plans/resolve-plan';

const withIds = buildPlanCatalogue({
  stripePriceIds: { assinante_m: 'price_a_m', vip_50: 'price_vip_50', basico_m: 'price_b' },
});

describe('resolvePlan', () => {
  it('finds a known key', () => {
    const result = resolvePlan('assinante_3');
    expect(result.ok && result.plan.priceCents).toBe(38250);
  });

  it.each([undefined, null, 42, '', 'ASSINANTE_M', 'assinante_12', 'gold_m', '__proto__', 'toString'])(
    'rejects %p',
    (key) => {
      const result = resolvePlan(key);
      expect(result).toEqual({ ok: false, reason: 'unknown-plan', message: 'Plano inexistente.' });
    },
  );

  it('checks the billing purpose', () => {
    expect(resolvePlan('assinante_3', withIds, 'recurring')).toMatchObject({
      ok: false,
      reason: 'billing-not-offered',
    });
    expect(resolvePlan('basico_m', withIds, 'one-off')).toMatchObject({ ok: false, reason: 'billing-not-offered' });
    expect(resolvePlan('vip_m', withIds, 'recurring')).toMatchObject({ ok: false, reason: 'no-provider-price' });
    expect(resolvePlan('assinante_m', withIds, 'recurring')).toMatchObject({ ok: true });
    expect(resolvePlan('vip_50', withIds, 'recurring')).toMatchObject({ ok: true });
    expect(resolvePlan('vip_6', withIds, 'one-off')).toMatchObject({ ok: true });
  });
});

describe('resolvePlanFromMetadata', () => {
  it('ignores the client price and uses the catalogue', () => {
    const body = planPriceObjectSchema.parse({ metadata: { price: 1, plan: 'vip_3', period: '3M' } });
    const result = resolvePlanFromMetadata(body.metadata);
    expect(result.ok && result.plan.priceCents).toBe(51000);
  });

  it('rejects a period that disagrees with the key', () => {
    expect(resolvePlanFromMetadata({ plan: 'vip_3', period: 'A' })).toMatchObject({
      ok: false,
      reason: 'period-mismatch',
    });
  });

  it('accepts a level with a period', () => {
    const result = resolvePlanFromMetadata({ plan: 'Assinante', period: '6M' });
    expect(result.ok && result.plan.key).toBe('assinante_6');
    const vip = resolvePlanFromMetadata({ plan: 'VIP', period: 'M' });
    expect(vip.ok && vip.plan.key).toBe('vip_m');
  });

  it('rejects unknown levels and level/period pairs that do not exist', () => {
    expect(resolvePlanFromMetadata({ plan: 'VIP30', period: 'M' })).toMatchObject({
      ok: false,
      reason: 'unknown-plan',
    });
    expect(resolvePlanFromMetadata({ plan: 'Basico', period: '3M' })).toMatchObject({
      ok: false,
      reason: 'unknown-plan',
    });
    expect(resolvePlanFromMetadata({ plan: 'Assinante', period: '4M' })).toMatchObject({
      ok: false,
      reason: 'unknown-plan',
    });
  });
});

describe('plan price object', () => {
  it('is built from the catalogue', () => {
    expect(buildPlanPriceObject(DEFAULT_PLAN_CATALOGUE.vip_a)).toEqual({
      metadata: { price: 200000, plan: 'vip_a', period: 'A' },
    });
    expect(
      buildSubscriptionCheckoutRequest(DEFAULT_PLAN_CATALOGUE.basico_m, { hasVoucher: true, isPromo30: false }),
    ).toEqual({
      metadata: { price: 7500, plan: 'basico_m', period: 'M' },
      hasVoucher: true,
      isPromo30: false,
    });
  });

  it('validates the checkout body, defaulting the flags and stripping extra fields', () => {
    const parsed = subscriptionCheckoutBodySchema.parse({
      id: 'price_x',
      metadata: { price: 15000, plan: 'assinante_m', period: 'M' },
    });
    expect(parsed).toEqual({
      metadata: { price: 15000, plan: 'assinante_m', period: 'M' },
      hasVoucher: false,
      isPromo30: false,
    });
  });

  it.each([
    [{}],
    [{ metadata: { price: 15000.5, plan: 'assinante_m', period: 'M' } }],
    [{ metadata: { price: -1, plan: 'assinante_m', period: 'M' } }],
    [{ metadata: { price: '15000', plan: 'assinante_m', period: 'M' } }],
    [{ metadata: { price: 15000, plan: '', period: 'M' } }],
    [{ metadata: { price: 15000, plan: 'assinante_m', period: '12M' } }],
    [{ metadata: { price: 15000, plan: 'assinante_m', period: 'M' }, hasVoucher: 'yes' }],
  ])('rejects a malformed body %#', (body) => {
    expect(subscriptionCheckoutBodySchema.safeParse(body).success).toBe(false);
  });

  it('validates the paid-service body with its invoice address', () => {
    const ok = paidServiceBodySchema.safeParse({
      metadata: { price: 38250, plan: 'assinante_3', period: '3M' },
      invoiceAddress: { nome: ' Ana ', endereco: 'Rua A, 1', telefone: '(11) 91234-5678' },
    });
    expect(ok.success && ok.data.invoiceAddress.nome).toBe('Ana');
    const bad = paidServiceBodySchema.safeParse({
      metadata: { price: 38250, plan: 'assinante_3', period: '3M' },
      invoiceAddress: {},
    });
    expect(bad.success).toBe(false);
  });
});
