import { z } from 'zod';

/** The body of a payment decision on a one-off subscription: its id (letters, digits and '_'). */
export const subIdBody = z.object({
  subId: z
    .string()
    .trim()
    .min(1)
    .max(255)
    .regex(/^[A-Za-z0-9_]+$/, { error: 'Assinatura inválida' }),
});
