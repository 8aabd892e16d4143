import type { LocalHub } from './local-hub';
import { signAccessToken } from './access-token';
import { CLIENT_TOKEN_MINUTES, type ClientAccess } from '../../../api/src/services/realtime/realtime-service';

/** Client access to the local hub: a token signed exactly as the service's SDK signs one, for the hub's URL. */
export function localHubAccess(hub: LocalHub, accessKey: string): ClientAccess {
  return {
    clientUrl: async (userId) => {
      const token = signAccessToken(
        { sub: userId, aud: hub.audience, role: [], expiresInSeconds: CLIENT_TOKEN_MINUTES * 60 },
        accessKey,
      );
      return `${hub.clientBaseUrl}?access_token=${token}`;
    },
  };
}
