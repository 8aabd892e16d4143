import { z } from 'zod';
import { multiLineText } from '@agulhadas/domain/validation/text-schemas';
import { userIdField } from '../admin/user-id-schema';
import { MANUAL_REFUND_METHODS } from './manual-refund';

/** A provider or product id: letters, digits, '_' and '-' (Stripe's `in_…`, `sub_…`; our `inv_…`). */
const idField = (error: string) =>
  z
    .string({ error })
    .trim()
    .min(1, { error })
    .max(255, { error })
    .regex(/^[A-Za-z0-9_-]+$/, { error });

/** 'Reembolsar' on a card charge: whose, which subscription, which of its invoices. */
export const cardRefundBody = z.strictObject({
  userId: userIdField,
  subId: idField('Assinatura inválida.'),
  invoiceId: idField('Cobrança inválida.'),
});

/** 'Registrar reembolso manual' on a paid PIX or crypto invoice: the amount given back, how, and a note. */
export const manualRefundBody = z.strictObject({
  userId: userIdField,
  invoiceId: idField('Fatura inválida.'),
  amountCents: z
    .number({ error: 'Informe o valor reembolsado.' })
    .int({ error: 'O valor reembolsado deve ser em centavos inteiros.' })
    .min(1, { error: 'O valor reembolsado deve ser maior que zero.' })
    .max(100_000_000, { error: 'Valor reembolsado grande demais.' }),
  method: z.enum(MANUAL_REFUND_METHODS, { error: 'Forma de reembolso inválida: use pix, transferencia ou cripto.' }),
  note: multiLineText('A observação', 500, {
    tooLong: 'A observação pode ter até 500 caracteres.',
    notText: 'Observação inválida.',
  }).default(''),
});
