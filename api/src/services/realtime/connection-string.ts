/** `Endpoint=https://x.webpubsub.azure.com;AccessKey=…;Version=1.0;` → its parts (Port= is honoured, like the SDK). */
export interface WebPubSubEndpoint {
  endpoint: string;
  accessKey: string;
  /** Host name the service sends in `WebHook-Request-Origin`. */
  host: string;
}

export function parseConnectionString(connectionString: string): WebPubSubEndpoint {
  const parts = new Map<string, string>();
  for (const item of connectionString.split(';')) {
    const at = item.indexOf('=');
    if (at > 0) parts.set(item.slice(0, at).trim().toLowerCase(), item.slice(at + 1).trim());
  }
  const endpoint = parts.get('endpoint');
  const accessKey = parts.get('accesskey');
  if (!endpoint || !accessKey) throw new Error('WEBPUBSUB_CONNECTION_STRING needs Endpoint and AccessKey');
  const url = new URL(endpoint);
  const port = parts.get('port');
  if (port) url.port = port;
  return { endpoint: url.origin, accessKey, host: url.hostname };
}
