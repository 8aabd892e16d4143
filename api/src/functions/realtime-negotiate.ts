import { defineFunction, method } from '../http/define-function';
import { jsonResponse } from '../http/errors';
import { realtimeAdapters } from '../services/realtime/index';

/**
 * GET /api/realtimeNegotiate — the VIP's way into the real-time feed: `{url}`, a WebSocket URL
 * whose short-lived token carries the caller's user id as `sub` (Azure Web PubSub, or the local hub).
 * The id comes from the principal, never from the request.
 */
export const realtimeNegotiate = defineFunction({
  name: 'realtimeNegotiate',
  methods: {
    GET: method({
      access: 'realtime:use',
      deniedMessage: 'O tempo real está disponível apenas para assinantes VIP.',
      handler: async ({ caller }) => {
        const url = await realtimeAdapters().access.clientUrl(caller!.userId);
        return jsonResponse(200, { url });
      },
    }),
  },
});
