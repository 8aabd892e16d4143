import { z } from 'zod';
import { invoiceAddressSchema } from '@agulhadas/domain/billing/invoice-address';
import { defineFunction, method } from '../http/define-function';
import { jsonResponse } from '../http/errors';
import { users } from '../store/users';

const body = z.object({ invoiceAddress: invoiceAddressSchema });

/** POST /api/updateInvoiceAddress {invoiceAddress}: the address printed on the user's invoices. */
export const updateInvoiceAddress = defineFunction({
  name: 'updateInvoiceAddress',
  methods: {
    POST: method({
      access: 'user',
      body,
      maxBodyBytes: 4096,
      handler: async ({ body: { invoiceAddress }, caller, store }) => {
        if (!caller) throw new Error('user access without caller');
        await users(store).updateOne({ _id: caller.userId }, { $set: { invoiceAddress } });
        return jsonResponse(200, { invoiceAddress });
      },
    }),
  },
});
