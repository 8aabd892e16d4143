import { describe, expect, it } from '@jest/globals';
import { INVOICE_METHODS, invoiceMethodSchema, otherInvoiceMethod } from '@agulhadas/domain/billing/invoice-method';
import { SUBSCRIPTION_STATUSES, subscriptionStatusLabel } from '@agulhadas/domain/billing/subscription-status';
import { invoiceAddressErrors, invoiceAddressSchema } from '@agulhadas/domain/billing/invoice-address';
import { isSubscriptionUsable, subscriptionRoleLevel } from '@agulhadas/domain/billing/subscription-usability';
import { sortSubscriptionsByExpiry } from '../../../src/features/account/sort-subscriptions';
import { subscriptionPeriodText, subscriptionValueText } from '../../../src/lib/subscription-display';

describe('subscription status labels', () => {
  it.each([
    ['incomplete', 'incompleta'],
    ['incomplete_expired', 'incompleta e vencida'],
    ['trialing', 'em fase de teste'],
    ['active', 'ativa'],
    ['past_due', 'vencida'],
    ['cancelled', 'cancelada'],
    ['unpaid', 'inadimplente'],
    ['pending_payment', 'aguardando pagamento'],
    ['pending_confirmation', 'aguardando confirmação de pagamento'],
  ])('%s reads %s', (status, label) => {
    expect(subscriptionStatusLabel(status)).toBe(label);
  });

  it('covers exactly the nine statuses', () => {
    expect(SUBSCRIPTION_STATUSES).toHaveLength(9);
  });

  it("reads the provider's 'canceled' as cancelada and shows unknown statuses as they came", () => {
    expect(subscriptionStatusLabel('canceled')).toBe('cancelada');
    expect(subscriptionStatusLabel('paused')).toBe('paused');
  });
});

describe('usable subscriptions', () => {
  const now = new Date('2025-06-01T12:00:00Z');
  const nowSeconds = now.getTime() / 1000;

  it.each([
    ['active', nowSeconds + 60, true],
    ['trialing', nowSeconds + 60, true],
    ['active', nowSeconds - 60, false],
    ['active', nowSeconds, false],
    ['active', null, true],
    ['past_due', nowSeconds + 60, false],
    ['pending_payment', nowSeconds + 60, false],
    ['cancelled', nowSeconds + 60, false],
  ] as const)('%s expiring at %p is usable: %p', (status, expiry, usable) => {
    expect(isSubscriptionUsable({ level: 'VIP', status, expiry }, now)).toBe(usable);
  });

  it('grants its level as a role only while usable and only for paid levels', () => {
    expect(subscriptionRoleLevel({ level: 'Assinante', status: 'active', expiry: nowSeconds + 60 }, now)).toBe(
      'Assinante',
    );
    expect(subscriptionRoleLevel({ level: 'Assinante', status: 'active', expiry: nowSeconds - 60 }, now)).toBeNull();
    expect(subscriptionRoleLevel({ level: 'Gold', status: 'active', expiry: nowSeconds + 60 }, now)).toBeNull();
  });
});

describe('invoice address', () => {
  it('trims and accepts a complete address', () => {
    expect(
      invoiceAddressSchema.parse({ nome: '  Ana Souza ', endereco: 'Rua A, 1', telefone: '(11) 91234-5678' }),
    ).toEqual({
      nome: 'Ana Souza',
      endereco: 'Rua A, 1',
      telefone: '(11) 91234-5678',
    });
  });

  it('answers the Portuguese messages for missing, empty and blank fields', () => {
    const expected = {
      nome: 'Informe o seu nome',
      endereco: 'Informe o seu endereço',
      telefone: 'Informe o seu telefone',
    };
    expect(invoiceAddressErrors({})).toEqual(expected);
    expect(invoiceAddressErrors({ nome: '', endereco: '', telefone: '' })).toEqual(expected);
    expect(invoiceAddressErrors({ nome: '   ', endereco: ' ', telefone: '\u00a0' })).toEqual(expected);
    // A tab is no blank in a one-line field: it is refused like any control character, not trimmed away.
    expect(invoiceAddressErrors({ nome: 'Ana', endereco: 'Rua A', telefone: '\t' })).toEqual({
      telefone: 'O telefone contém caracteres não permitidos.',
    });
    expect(invoiceAddressErrors({ nome: 'Ana', endereco: 'Rua A', telefone: '' })).toEqual({
      telefone: 'Informe o seu telefone',
    });
    expect(invoiceAddressErrors({ nome: 'Ana', endereco: 'Rua A', telefone: '1' })).toEqual({});
  });

  it('caps the lengths', () => {
    expect(invoiceAddressErrors({ nome: 'a'.repeat(121), endereco: 'Rua A', telefone: '1' })).toEqual({
      nome: 'Use no máximo 120 caracteres',
    });
    expect(invoiceAddressSchema.safeParse({ nome: 'A', endereco: 'e'.repeat(301), telefone: '1' }).success).toBe(false);
    expect(invoiceAddressSchema.safeParse({ nome: 'A', endereco: 'e', telefone: '1'.repeat(31) }).success).toBe(false);
  });
});

describe('invoice methods', () => {
  it("are 'pix' and 'cripto' and switch to each other", () => {
    expect(INVOICE_METHODS).toEqual(['pix', 'cripto']);
    expect(invoiceMethodSchema.safeParse('boleto').success).toBe(false);
    expect(otherInvoiceMethod('pix')).toBe('cripto');
    expect(otherInvoiceMethod('cripto')).toBe('pix');
  });
});

describe('subscription list', () => {
  it('sorts by expiry, latest first, without expiry last, without mutating', () => {
    const subs = [
      { subId: 'a', expiry: 100 },
      { subId: 'b', expiry: null },
      { subId: 'c', expiry: 300 },
      { subId: 'd', expiry: 200 },
    ];
    expect(sortSubscriptionsByExpiry(subs).map((s) => s.subId)).toEqual(['c', 'd', 'a', 'b']);
    expect(subs.map((s) => s.subId)).toEqual(['a', 'b', 'c', 'd']);
  });

  it("shows value and period: a missing price falls back to 200,00 (75,00 for basico_m), a missing period reads 'indefinido'", () => {
    expect(subscriptionValueText({ price: 15000, period: 'M' })).toBe('R$\u00a0150,00');
    expect(subscriptionPeriodText({ price: 15000, period: '3M' })).toBe('3 meses');
    expect(subscriptionValueText(undefined)).toBe('R$\u00a0200,00');
    expect(subscriptionValueText({ plan: 'basico_m', price: null })).toBe('R$\u00a075,00');
    expect(subscriptionValueText({ plan: 'vip_m' })).toBe('R$\u00a0200,00');
    expect(subscriptionPeriodText({ price: 1 })).toBe('indefinido');
  });
});
