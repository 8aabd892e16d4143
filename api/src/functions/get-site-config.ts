import { config } from '../config';
import { defineFunction, method } from '../http/define-function';
import { jsonResponse } from '../http/errors';
import { localStandIns } from '../runtime/stand-ins';

/** Configured partners; in local mode without PARTNER_BROKERS, demo ones so /corretoras can be clicked through. */
function partnerBrokers() {
  return config().partnerBrokers ?? localStandIns()?.partnerBrokers ?? [];
}

/**
 * GET /api/getSiteConfig: the runtime settings screens need: site name, support e-mail, sold-out plans, the
 * explainer videos and the partner brokers (content the operator configures; nothing invented is shown).
 */
export const getSiteConfig = defineFunction({
  name: 'getSiteConfig',
  methods: {
    GET: method({
      access: 'public',
      handler: async () => {
        const settings = config();
        return jsonResponse(200, {
          siteName: settings.siteName,
          supportEmail: settings.supportEmail,
          plansSoldOut: settings.plansSoldOut,
          videos: settings.explainerVideos,
          partnerBrokers: partnerBrokers(),
        });
      },
    }),
  },
});
