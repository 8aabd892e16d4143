import { z } from 'zod';
import { oneLineText } from '@agulhadas/domain/validation/text-schemas';
import { defineFunction, method } from '../http/define-function';
import { jsonResponse } from '../http/errors';
import { waitlist } from '../store/waitlist';

/** The sold-out waiting list. The form shows thanks whatever the answer; shape is still checked. */
const body = z.object({
  plano: oneLineText('O plano', 60).default(''),
  nome: oneLineText('O nome', 120).default(''),
  email: z.string().trim().toLowerCase().email({ error: 'E-mail inválido' }).max(200),
});

export const catchEmail = defineFunction({
  name: 'catchEmail',
  methods: {
    POST: method({
      access: 'public',
      body,
      maxBodyBytes: 4096,
      handler: async ({ body: entry, store, now }) => {
        const at = now.toISOString();
        await waitlist(store).updateOne(
          { _id: `${entry.email}|${entry.plano}` },
          {
            $set: { plano: entry.plano, nome: entry.nome, email: entry.email, updatedAt: at },
            $setOnInsert: { createdAt: at },
          },
          { upsert: true },
        );
        return jsonResponse(200, { status: 'success' });
      },
    }),
  },
});
