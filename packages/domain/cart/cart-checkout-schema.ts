import { z } from '../validation/zod';
import { MAX_CART_QUANTITY } from './cart-item';

/**
 * Body of POST /api/getStripeCheckoutUrl. Only the price id and quantity matter: the server looks the
 * price up at the provider, so `data` (the product as the client saw it, prices included) is accepted
 * for compatibility and never read.
 */
export const cartItemSchema = z.object({
  id: z
    .string()
    .trim()
    .min(1)
    .max(255)
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'Identificador de preço inválido' }),
  quantity: z.number().int().min(1).max(MAX_CART_QUANTITY),
  data: z.unknown().optional(),
});

export const MAX_CART_LINES = 50;

export const checkoutBodySchema = z.object({
  items: z
    .array(cartItemSchema)
    .min(1, { error: 'Carrinho vazio' })
    .max(MAX_CART_LINES)
    .refine((items) => new Set(items.map((item) => item.id)).size === items.length, {
      error: 'Itens repetidos no carrinho',
    }),
});

export type CheckoutBody = z.infer<typeof checkoutBodySchema>;
