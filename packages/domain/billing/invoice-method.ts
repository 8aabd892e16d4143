import { z } from '../validation/zod';

/** How a one-off invoice is paid; switching creates a new invoice. */
export const INVOICE_METHODS = ['pix', 'cripto'] as const;
export type InvoiceMethod = (typeof INVOICE_METHODS)[number];

export const invoiceMethodSchema = z.enum(INVOICE_METHODS);

export const INVOICE_METHOD_LABELS: Readonly<Record<InvoiceMethod, string>> = { pix: 'PIX', cripto: 'Cripto' };

export function isInvoiceMethod(value: unknown): value is InvoiceMethod {
  return typeof value === 'string' && (INVOICE_METHODS as readonly string[]).includes(value);
}

/** The target of the 'Mudar para' switch. */
export function otherInvoiceMethod(method: InvoiceMethod): InvoiceMethod {
  return method === 'pix' ? 'cripto' : 'pix';
}
