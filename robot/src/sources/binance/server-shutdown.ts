/**
 * Whether a stream message is Binance's `serverShutdown` notice: the server is about to close the connection and asks
 * for a new one at once. Its documented shape is `{"event": {"e": "serverShutdown", "E": <ms>}}`; the market streams'
 * page names the event without showing it, so the bare and the combined-stream (`data`) wrappings count too.
 */
export function isServerShutdown(message: unknown): boolean {
  if (typeof message !== 'object' || message === null) return false;
  const record = message as Record<string, unknown>;
  return [record, record.event, record.data].some(
    (part) => typeof part === 'object' && part !== null && (part as Record<string, unknown>).e === 'serverShutdown',
  );
}
