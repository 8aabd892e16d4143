import { WebPubSubServiceClient } from '@azure/web-pubsub';
import type { ServerMessage } from '@agulhadas/domain/realtime/protocol';
import {
  CLIENT_TOKEN_MINUTES,
  type ClientAccess,
  type ConnectionControl,
  type RealtimePublisher,
} from './realtime-service';

/** The real adapters: Azure Web PubSub through its SDK (REST for sends and groups, local signing for tokens). */
export function webPubSubClient(connectionString: string, hub: string): WebPubSubServiceClient {
  // An http:// endpoint (a test double) needs allowInsecureConnection; Azure is always https.
  return new WebPubSubServiceClient(connectionString, hub, {
    allowInsecureConnection: connectionString.includes('Endpoint=http://'),
  });
}

/** OData filter for one connection (ids are service-generated; quotes doubled all the same). */
const oneConnection = (connectionId: string) => `connectionId eq '${connectionId.replace(/'/g, "''")}'`;

export function webPubSubAdapters(client: WebPubSubServiceClient): {
  publisher: RealtimePublisher;
  control: ConnectionControl;
  access: ClientAccess;
} {
  return {
    publisher: {
      // text/plain keeps our one serialisation; plain WebSocket clients receive it as a text frame.
      sendToGroup: (group, text) => client.group(group).sendToAll(text, { contentType: 'text/plain' }),
    },
    control: {
      sendToConnection: (connectionId, message: ServerMessage) =>
        client.sendToConnection(connectionId, JSON.stringify(message), { contentType: 'text/plain' }),
      addToGroups: async (connectionId, groups) => {
        if (groups.length) await client.addConnectionsToGroups([...groups], oneConnection(connectionId));
      },
      removeFromGroups: async (connectionId, groups) => {
        if (groups.length) await client.removeConnectionsFromGroups([...groups], oneConnection(connectionId));
      },
      closeUserConnections: (userId, reason) => client.closeUserConnections(userId, { reason }),
    },
    access: {
      // No Web PubSub roles: the client may not join groups or publish itself; the server manages groups.
      clientUrl: async (userId) =>
        (await client.getClientAccessToken({ userId, roles: [], expirationTimeInMinutes: CLIENT_TOKEN_MINUTES })).url,
    },
  };
}
