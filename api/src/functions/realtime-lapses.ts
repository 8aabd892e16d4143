import { defineFunction, method } from '../http/define-function';
import { HttpError, jsonResponse } from '../http/errors';
import { readJsonBody } from '../http/read-body';
import { requireRobotKey } from '../http/robot-key';
import { closeLapsedConnections } from '../realtime/plan-lapse';
import { realtimeAdapters, type ConnectionControl } from '../services/realtime/index';

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
        await readJsonBody(request, 1024);
        let control: ConnectionControl;
        try {
          control = realtimeAdapters().control;
        } catch (error) {
          // Real time off or not running here: no connection can outlive a plan, so there is nothing to close.
          if (error instanceof HttpError) return jsonResponse(200, { closed: 0 });
          throw error;
        }
        const closed = await closeLapsedConnections(store, control, now);
        return jsonResponse(200, { closed: closed.length });
      },
    }),
  },
});
