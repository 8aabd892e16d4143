import { z } from 'zod';
import { defineFunction, method } from '../http/define-function';
import { jsonResponse } from '../http/errors';
import { isPromoEligible } from '../store/promo-eligible';

const body = z.object({
  email: z.string().trim().toLowerCase().email({ error: 'E-mail inválido' }).max(200),
  codigo: z.literal('30days', { error: 'Código de promoção inválido' }),
});

/** POST /api/getPromoEmail {email, codigo}: whether the e-mail is on the 30-day promo list. */
export const getPromoEmail = defineFunction({
  name: 'getPromoEmail',
  methods: {
    POST: method({
      access: 'public',
      body,
      maxBodyBytes: 2048,
      handler: async ({ body: { email }, store }) =>
        jsonResponse(200, { isRegistered: await isPromoEligible(store, email) }),
    }),
  },
});
