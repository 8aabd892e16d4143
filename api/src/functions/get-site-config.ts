import { config } from '../config';
import { defineFunction, method } from '../http/define-function';
import { jsonResponse } from '../http/errors';

/** GET /api/getSiteConfig: the runtime settings screens need (site name, support e-mail, sold-out plans). */
export const getSiteConfig = defineFunction({
  name: 'getSiteConfig',
  methods: {
    GET: method({
      access: 'public',
      handler: async () => {
        const settings = config();
        return jsonResponse(200, { siteName: settings.siteName, supportEmail: settings.supportEmail, plansSoldOut: settings.plansSoldOut });
      },
    }),
  },
});
