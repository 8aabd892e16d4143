import { oneLineText } from '../validation/text-schemas';
import { z } from '../validation/zod';

/** All three fields required, with these messages: an invoice needs a name, an address and a phone. */
export const INVOICE_ADDRESS_MESSAGES = {
  nome: 'Informe o seu nome',
  endereco: 'Informe o seu endereço',
  telefone: 'Informe o seu telefone',
} as const;

export const INVOICE_PHONE_HINT = 'Número com DDD, por exemplo (11) 91234-5678';

/** Generous limits: they only stop abuse of the stored document, never a real address. */
export const INVOICE_ADDRESS_MAX_LENGTH = { nome: 120, endereco: 300, telefone: 30 } as const;

function requiredText(field: string, message: string, max: number) {
  return oneLineText(field, max, { notText: message, tooLong: `Use no máximo ${max} caracteres` }).min(1, {
    error: message,
  });
}

/** One line each, as the form asks for them: a line break or a control would not show where the address is read back. */
export const invoiceAddressSchema = z.object({
  nome: requiredText('O nome', INVOICE_ADDRESS_MESSAGES.nome, INVOICE_ADDRESS_MAX_LENGTH.nome),
  endereco: requiredText('O endereço', INVOICE_ADDRESS_MESSAGES.endereco, INVOICE_ADDRESS_MAX_LENGTH.endereco),
  telefone: requiredText('O telefone', INVOICE_ADDRESS_MESSAGES.telefone, INVOICE_ADDRESS_MAX_LENGTH.telefone),
});

export type InvoiceAddress = z.infer<typeof invoiceAddressSchema>;
export type InvoiceAddressErrors = Partial<Record<keyof InvoiceAddress, string>>;

/** Per-field messages for the form: the first problem of each field. */
export function invoiceAddressErrors(input: unknown): InvoiceAddressErrors {
  const result = invoiceAddressSchema.safeParse(input);
  if (result.success) return {};
  const errors: InvoiceAddressErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'nome' || field === 'endereco' || field === 'telefone') && !errors[field])
      errors[field] = issue.message;
  }
  return errors;
}
