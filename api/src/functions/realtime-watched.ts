import { z } from 'zod';
import type { RealtimeWatched } from '@agulhadas/domain/realtime/watched';
import { defineFunction, method } from '../http/define-function';
import { badRequest, jsonResponse } from '../http/errors';
import { requireRobotKey } from '../http/robot-key';
import { watchedSymbols } from '../store/realtime-connections';

/** `since`: epoch ms, the `at` of the robot's previous read (minus its overlap). */
const sinceSchema = z.coerce.number().int().nonnegative();

/**
 * GET /api/realtimeWatched[?since=epochMs] (robot key, checked first): the symbols at least one live real-time
 * connection watches, and those subscribed since `since` (docs/robot.md). The robot's 1-second publisher reads it every
 * second and sends only these symbols, the newly subscribed ones at once.
 */
export const realtimeWatched = defineFunction({
  name: 'realtimeWatched',
  methods: {
    GET: method({
      access: 'self',
      handler: async ({ request, store, now }) => {
        requireRobotKey(request);
        const raw = request.query.get('since');
        const since = raw === null ? null : sinceSchema.safeParse(raw);
        if (since && !since.success) throw badRequest('Parâmetro inválido — since: instante em milissegundos (epoch)');
        const watched = await watchedSymbols(store, now, since ? new Date(since.data) : null);
        const answer: RealtimeWatched = { at: now.getTime(), ...watched };
        return jsonResponse(200, answer);
      },
    }),
  },
});
