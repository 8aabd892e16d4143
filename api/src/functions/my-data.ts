import { z } from 'zod';
import { defineFunction, method } from '../http/define-function';
import { jsonResponse, notFound } from '../http/errors';
import { takeUserCall } from '../http/user-rate-limit';
import { personalData } from '../services/privacy/personal-data';
import { PERSONAL_DATA_CALLS, PERSONAL_DATA_FILE } from '../services/privacy/privacy-limits';

/** Nothing to say: the data is the caller's own, never an account named in the request. */
const body = z.strictObject({});

/**
 * POST /api/myData → the JSON file of everything the product holds about the caller ('Baixar meus dados' on /conta).
 * A POST, so the wrapper's same-origin check refuses a request started by another site; limited per user.
 */
export const myData = defineFunction({
  name: 'myData',
  methods: {
    POST: method({
      access: 'user',
      body,
      maxBodyBytes: 256,
      handler: async ({ caller, store, now }) => {
        if (!caller) throw new Error('user access without caller');
        await takeUserCall(store, PERSONAL_DATA_CALLS, caller.userId, now);
        const data = await personalData(store, caller.userId, now);
        if (!data) throw notFound('Conta não encontrada.');
        return jsonResponse(200, data, {
          'content-disposition': `attachment; filename="${PERSONAL_DATA_FILE}"`,
          'cache-control': 'no-store',
        });
      },
    }),
  },
});
