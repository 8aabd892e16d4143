import type { InlineConfig } from 'vite';

/**
 * Vite's dev client for `npm start`, in middleware mode behind the local front. Its hot-reload WebSocket server is
 * a listener of its own (port 24678 unless told otherwise) and, without a host, Node binds it on every interface:
 * anyone on the network could then connect, read the module updates and drive the dev client. It listens on
 * loopback only, like the front and the local Functions host.
 */
export const DEV_LOOPBACK_HOST = '127.0.0.1';

export function devClientConfig(rootDir: string, hmrPort?: number): InlineConfig {
  return {
    root: rootDir,
    appType: 'spa',
    server: { middlewareMode: true, ws: { host: DEV_LOOPBACK_HOST, port: hmrPort } },
  };
}
