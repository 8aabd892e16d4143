import { z } from 'zod';

/** A card (Stripe) subscription id as the routes that act on one accept it: one-off ids (`one_…`) are refused. */
export const cardSubscriptionIdSchema = z
  .string()
  .trim()
  .max(255)
  .regex(/^sub_[A-Za-z0-9_]+$/, { error: 'Assinatura inválida' });
