import { WebPubSubServiceClient } from '@azure/web-pubsub';

/** Fan-out of the feed: one group per symbol key; Azure Web PubSub (or the local hub) delivers to its members. */
export interface RealtimePublisher {
  /** `text` is the message already serialised once, so every member gets the same bytes. */
  sendToGroup(group: string, text: string): Promise<void>;
}

/** Azure Web PubSub from its connection string and hub name (the API's negotiate uses the same two settings). */
export function webPubSubPublisher(connectionString: string, hub: string): RealtimePublisher {
  const client = new WebPubSubServiceClient(connectionString, hub);
  return {
    sendToGroup: async (group, text) => {
      await client.group(group).sendToAll(text, { contentType: 'text/plain' });
    },
  };
}
