import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import type { ServerMessage } from '@agulhadas/domain/realtime/protocol';
import type { RealtimeUpstream } from '../../../api/src/realtime/upstream';
import { verifyAccessToken } from './access-token';
import type { ConnectionControl, RealtimePublisher } from '../../../api/src/services/realtime/realtime-service';

/**
 * Local stand-in for Azure Web PubSub (no cloud here): plain WebSocket clients at
 * `/client/hubs/{hub}?access_token=…`, the token checked as the service checks it, groups and
 * send-to-group, and the event-handler calls (connected, message) made in-process to the same
 * upstream code the Azure event handler runs. Keeps connections honest with pings.
 */
export interface LocalHubOptions {
  port: number;
  hub: string;
  accessKey: string;
  /** Built with the hub's own connection control, like the event handler gets the REST client. */
  upstream: (control: ConnectionControl) => RealtimeUpstream;
  /** Ping period; a client that did not answer the previous ping is dropped. */
  pingIntervalMs?: number;
  /** A client this far behind (bytes queued) is dropped rather than buffered without bound. */
  maxBufferedBytes?: number;
  log?: (line: string) => void;
}

export interface LocalHubStats {
  connections: number;
  groups: number;
  memberships: number;
}

export interface LocalHub extends ConnectionControl, RealtimePublisher {
  /** `http://127.0.0.1:{port}`: the "service endpoint" tokens are signed for. */
  endpoint: string;
  /** The token audience: `{endpoint}/client/hubs/{hub}` (what @azure/web-pubsub signs). */
  audience: string;
  /** `ws://127.0.0.1:{port}/client/hubs/{hub}`; append `?access_token=`. */
  clientBaseUrl: string;
  stats(): LocalHubStats;
  /** Drops every client connection abruptly (tests and benchmarks of reconnection). */
  terminateAll(): number;
  close(): Promise<void>;
}

interface Connection {
  id: string;
  userId: string;
  socket: WebSocket;
  groups: Set<string>;
  alive: boolean;
  /** Client messages are handled one after another, so subscribe-then-unsubscribe keeps its order. */
  queue: Promise<void>;
}

const MAX_MESSAGE_BYTES = 64 * 1024;

function refuse(socket: Duplex, status: number, reason: string): void {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

export function startLocalHub(options: LocalHubOptions): Promise<LocalHub> {
  const log = options.log ?? (() => undefined);
  const connections = new Map<string, Connection>();
  const groups = new Map<string, Set<Connection>>();
  const maxBuffered = options.maxBufferedBytes ?? 8 * 1024 * 1024;
  const server = http.createServer((_req, res) =>
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found'),
  );
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES, perMessageDeflate: false });
  let endpoint = '';
  let audience = '';
  const clientPath = `/client/hubs/${options.hub}`;

  function leaveAll(connection: Connection) {
    for (const group of connection.groups) {
      const members = groups.get(group);
      members?.delete(connection);
      if (members?.size === 0) groups.delete(group);
    }
    connection.groups.clear();
  }

  function send(connection: Connection, data: Buffer): void {
    if (connection.socket.readyState !== WebSocket.OPEN) return;
    if (connection.socket.bufferedAmount > maxBuffered) {
      log(`realtime hub: dropping slow client ${connection.id}`);
      connection.socket.terminate();
      return;
    }
    connection.socket.send(data, { binary: false });
  }

  const control: ConnectionControl = {
    async sendToConnection(connectionId, message: ServerMessage) {
      const connection = connections.get(connectionId);
      if (connection) send(connection, Buffer.from(JSON.stringify(message)));
    },
    async addToGroups(connectionId, names) {
      const connection = connections.get(connectionId);
      if (!connection) return;
      for (const name of names) {
        let members = groups.get(name);
        if (!members) groups.set(name, (members = new Set()));
        members.add(connection);
        connection.groups.add(name);
      }
    },
    async removeFromGroups(connectionId, names) {
      const connection = connections.get(connectionId);
      if (!connection) return;
      for (const name of names) {
        const members = groups.get(name);
        members?.delete(connection);
        if (members?.size === 0) groups.delete(name);
        connection.groups.delete(name);
      }
    },
    async closeUserConnections(userId, reason) {
      // 1008 (policy violation), as the service closes a connection it was asked to close.
      for (const connection of connections.values())
        if (connection.userId === userId) connection.socket.close(1008, reason.slice(0, 120));
    },
  };
  const upstream = options.upstream(control);

  function accept(socket: WebSocket, userId: string) {
    const connection: Connection = {
      id: randomBytes(12).toString('base64url'),
      userId,
      socket,
      groups: new Set(),
      alive: true,
      queue: Promise.resolve(),
    };
    connections.set(connection.id, connection);
    socket.on('pong', () => (connection.alive = true));
    socket.on('message', (data: RawData, isBinary: boolean) => {
      connection.alive = true;
      // Like the service's `message` event for simple WebSocket clients; this protocol is JSON text.
      const text = isBinary
        ? ''
        : Array.isArray(data)
          ? Buffer.concat(data).toString('utf8')
          : Buffer.from(data as ArrayBuffer).toString('utf8');
      connection.queue = connection.queue
        .then(async () => {
          const reply = await upstream.message(connection.id, connection.userId, text);
          if (reply) send(connection, Buffer.from(JSON.stringify(reply)));
        })
        .catch((error: unknown) => log(`realtime hub: message handling failed: ${String(error)}`));
    });
    socket.on('close', () => {
      leaveAll(connection);
      connections.delete(connection.id);
      upstream
        .disconnected(connection.id)
        .catch((error: unknown) => log(`realtime hub: disconnect record failed: ${String(error)}`));
    });
    socket.on('error', () => socket.terminate());
    upstream
      .connected(connection.id, userId)
      .catch((error: unknown) => log(`realtime hub: welcome failed: ${String(error)}`));
  }

  server.on('upgrade', (req, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== clientPath) return refuse(socket, 404, 'Not Found');
    const bearer = req.headers.authorization?.match(/^Bearer (.+)$/)?.[1];
    const token = url.searchParams.get('access_token') ?? bearer;
    const check = token
      ? verifyAccessToken(token, options.accessKey, audience)
      : { ok: false as const, reason: 'missing' };
    if (!check.ok || !check.userId) return refuse(socket, 401, 'Unauthorized');
    const userId = check.userId;
    wss.handleUpgrade(req, socket, head, (ws) => accept(ws, userId));
  });

  const pinger = setInterval(() => {
    for (const connection of connections.values()) {
      if (!connection.alive) {
        connection.socket.terminate();
        continue;
      }
      connection.alive = false;
      connection.socket.ping();
    }
  }, options.pingIntervalMs ?? 15_000);
  pinger.unref();

  const hub: LocalHub = {
    get endpoint() {
      return endpoint;
    },
    get audience() {
      return audience;
    },
    get clientBaseUrl() {
      return `${endpoint.replace(/^http/, 'ws')}${clientPath}`;
    },
    ...control,
    async sendToGroup(group, text) {
      const members = groups.get(group);
      if (!members) return;
      const data = Buffer.from(text);
      for (const connection of members) send(connection, data);
    },
    stats() {
      let memberships = 0;
      for (const members of groups.values()) memberships += members.size;
      return { connections: connections.size, groups: groups.size, memberships };
    },
    terminateAll() {
      const count = connections.size;
      for (const connection of connections.values()) connection.socket.terminate();
      return count;
    },
    close() {
      clearInterval(pinger);
      for (const connection of connections.values()) connection.socket.terminate();
      wss.close();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      endpoint = `http://127.0.0.1:${port}`;
      audience = `${endpoint}${clientPath}`;
      log(`realtime hub: ${hub.clientBaseUrl}`);
      resolve(hub);
    });
  });
}
