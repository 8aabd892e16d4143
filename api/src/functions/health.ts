import { healthHttpStatus } from '@agulhadas/domain/health/health-verdict';
import { config } from '../config';
import { apiHealthReport } from '../health/health-report';
import { defineFunction, method } from '../http/define-function';
import { jsonResponse } from '../http/errors';

/**
 * GET /api/health, anonymous (for the operator's monitor): the deployed version, `ok` or `degraded` with the
 * reasons, the store's reachability and round trip, the age of the robot's last round and the oldest due message
 * per delivery queue; 503 past the thresholds of packages/domain/health. It shows ages and counts only, never a
 * user, a secret or an error's text, and is never cached.
 */
export const health = defineFunction({
  name: 'health',
  methods: {
    GET: method({
      access: 'public',
      handler: async ({ store, now, invocation }) => {
        const report = await apiHealthReport(store, now, config().version, (error) =>
          invocation.error('health: store unreachable', error),
        );
        return jsonResponse(healthHttpStatus(report), report);
      },
    }),
  },
});
