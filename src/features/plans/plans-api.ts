import type { InvoiceAddress } from '@agulhadas/domain/billing/invoice-address';
import type { PlanPriceObject, SubscriptionCheckoutRequest } from '@agulhadas/domain/plans/plan-price-build';
import { apiFetch } from '../../lib/api';

export const requestSubscriptionUrl = (request: SubscriptionCheckoutRequest) =>
  apiFetch<{ url: string }>('/api/getStripeSubscriptionUrl', { method: 'POST', body: request });

export const createPaidService = (price: PlanPriceObject, invoiceAddress: InvoiceAddress) =>
  apiFetch<{ status: string }>('/api/createPaidService', { method: 'POST', body: { ...price, invoiceAddress } });

export const joinWaitingList = (entry: { plano: string; nome: string; email: string }) =>
  apiFetch<unknown>('/api/catchEmail', { method: 'POST', body: entry });
