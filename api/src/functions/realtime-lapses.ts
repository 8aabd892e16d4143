import { defineFunction, method } from '../http/define-function';
import { jsonResponse } from '../http/errors';
import { requireRobotKey } from '../http/robot-key';
import { closeLapsedConnections } from '../realtime/plan-lapse';
import { realtimeAdapters } from '../services/realtime/index';

/**
 * POST /api/realtimeLapses (robot key): closes the real-time connections of users whose plan lapsed. SWA's functions
 * have no timers, so the robot's publisher calls this every minute (docs/robot.md); locally the runtime's watch does.
 */
export const realtimeLapses = defineFunction({
  name: 'realtimeLapses',
  methods: {
    POST: method({
      access: 'self',
      handler: async ({ request, store, now }) => {
        requireRobotKey(request);
        const closed = await closeLapsedConnections(store, realtimeAdapters().control, now);
        return jsonResponse(200, { closed: closed.length });
      },
    }),
  },
});
