import { robotLeaseRequestSchema } from '@agulhadas/domain/robot/robot-lease';
import { firstIssueText } from '@agulhadas/domain/validation/portuguese-messages';
import { defineFunction, method } from '../http/define-function';
import { badRequest, jsonResponse } from '../http/errors';
import { readJsonBody } from '../http/read-body';
import { requireRobotKey } from '../http/robot-key';
import { releaseRobotLease, takeRobotLease } from '../store/robot-lease';

/**
 * POST /api/robotLease (robot key): takes, renews or releases the lease that lets one robot run the rounds
 * (docs/robot.md). Two robots at once would read every market twice and publish every trade twice; a deploy starts
 * the new revision before the old one stops, so the new one waits here until the old one lets go.
 */
export const robotLease = defineFunction({
  name: 'robotLease',
  methods: {
    POST: method({
      access: 'self',
      handler: async ({ request, store, now }) => {
        requireRobotKey(request);
        const parsed = robotLeaseRequestSchema.safeParse(await readJsonBody(request, 1024));
        if (!parsed.success)
          throw badRequest(`Pedido de exclusividade do robô inválido — ${firstIssueText(parsed.error)}`);
        const { scope, holder, seconds, release } = parsed.data;
        const at = now.getTime();
        return jsonResponse(
          200,
          release
            ? await releaseRobotLease(store, scope, holder, at)
            : await takeRobotLease(store, scope, holder, at, seconds * 1000),
        );
      },
    }),
  },
});
