import type { InvoiceAddress } from '@agulhadas/domain/billing/invoice-address';
import type { InvoiceMethod } from '@agulhadas/domain/billing/invoice-method';
import type { InvoiceView } from '@agulhadas/domain/user-info';
import { apiFetch } from '../../lib/api';

export const createInvoice = (subId: string, invoiceAddress: InvoiceAddress, payWith: InvoiceMethod) =>
  apiFetch<{ invoiceObject: InvoiceView[] }>('/api/createInvoice', {
    method: 'POST',
    body: { assinatura: subId, invoiceAddress, payWith },
  });

export const reactivateSubscription = (subId: string) =>
  apiFetch<{ status: string }>('/api/reactivateSubscription', { method: 'POST', body: { subId } });

export const updateInvoiceAddress = (invoiceAddress: InvoiceAddress) =>
  apiFetch<unknown>('/api/updateInvoiceAddress', { method: 'POST', body: { invoiceAddress } });

/** HTTP 500, any other non-OK status, or any failure → one alert (the caller shows it). */
export async function customerPortalUrl(subId: string): Promise<string> {
  const answer = await fetch('/api/getStripeCustomerPortalUrl', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ subId }),
  });
  if (!answer.ok) throw new Error(`portal ${answer.status}`);
  const { url } = (await answer.json()) as { url?: string };
  if (!url) throw new Error('portal answered no url');
  return url;
}
