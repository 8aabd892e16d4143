import { config } from '../config';
import type { HttpRequestType, HttpResponseInit, InvocationContextType } from '../http/azure';
import { toHttpResponse } from '../http/define-function';
import { HttpError, errorResponse } from '../http/errors';
import { readJsonBody } from '../http/read-body';
import { register } from '../http/registry';
import {
  cloudEventHeadersSchema,
  connectEventSchema,
  type CloudEventHeaders,
  EVENT_TYPES,
  signatureMatches,
} from '../realtime/cloud-event';
import { storeCatalogue } from '../realtime/symbol-catalogue';
import { createRealtimeUpstream } from '../realtime/upstream';
import { parseConnectionString } from '../services/realtime/connection-string';
import { realtimeAdapters } from '../services/realtime/index';
import { getStore } from '../store/db';
import { storeConnectionRegistry } from '../store/realtime-connections';

/**
 * /api/realtimeEvents — Azure Web PubSub's event handler (upstream) for the hub: the CloudEvents
 * abuse-protection handshake (OPTIONS), then `connect` (accept), `connected` (send the welcome),
 * `disconnected`, and the `message` user event (subscribe/unsubscribe → group membership through the
 * service's REST API). Registered directly rather than through defineFunction: the handshake is an
 * OPTIONS request, and the caller is the service (signature), not a signed-in user.
 */
const MAX_MESSAGE_BYTES = 64 * 1024;
const catalogue = storeCatalogue(getStore);
const connections = storeConnectionRegistry(getStore);

function serviceSettings() {
  const { webPubSubConnectionString, webPubSubHub } = config();
  if (!webPubSubConnectionString) throw new HttpError(404, 'Web PubSub não configurado.');
  return { ...parseConnectionString(webPubSubConnectionString), hub: webPubSubHub };
}

/** Only our own service instance may deliver events here. */
function checkOrigin(request: HttpRequestType, host: string): string {
  const origin = request.headers.get('webhook-request-origin');
  if (!origin) throw new HttpError(400, 'Cabeçalho WebHook-Request-Origin ausente.');
  if (origin.toLowerCase() !== host.toLowerCase()) throw new HttpError(403, 'Origem não permitida.');
  return origin;
}

/** Identity comes only from the negotiated token's `sub`; a connection without one is refused at connect. */
function userOf(event: CloudEventHeaders): string {
  if (!event['ce-userid']) throw new HttpError(401, 'Conexão sem usuário.');
  return event['ce-userid'];
}

async function readText(request: HttpRequestType): Promise<string> {
  const text = await request.text();
  if (Buffer.byteLength(text, 'utf8') > MAX_MESSAGE_BYTES)
    throw new HttpError(413, 'Corpo da requisição grande demais.');
  return text;
}

async function handle(request: HttpRequestType): Promise<HttpResponseInit> {
  const settings = serviceSettings();
  if (request.method === 'OPTIONS') {
    return { status: 200, headers: { 'WebHook-Allowed-Origin': checkOrigin(request, settings.host) } };
  }
  if (request.method !== 'POST') return errorResponse(405, 'Método não permitido.', { allow: 'OPTIONS, POST' });
  checkOrigin(request, settings.host);
  const parsed = cloudEventHeadersSchema.safeParse(Object.fromEntries(request.headers.entries()));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new HttpError(400, `Evento inválido — ${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'valor inválido'}`);
  }
  const event = parsed.data;
  if (event['ce-hub'] !== settings.hub) throw new HttpError(400, 'Hub desconhecido.');
  if (!signatureMatches(event['ce-signature'], event['ce-connectionid'], settings.accessKey))
    throw new HttpError(401, 'Assinatura inválida.');
  const connectionId = event['ce-connectionid'];
  const upstream = createRealtimeUpstream({ control: realtimeAdapters().control, catalogue, connections });

  switch (event['ce-type']) {
    case EVENT_TYPES.connect: {
      userOf(event);
      const body = connectEventSchema.safeParse(await readJsonBody(request, MAX_MESSAGE_BYTES));
      if (!body.success) throw new HttpError(400, 'Evento connect inválido.');
      // Browsers fail a handshake whose offered sub-protocol is not echoed; we echo it and never read it.
      const offered = body.data.subprotocols?.[0];
      return { status: 200, jsonBody: offered ? { subprotocol: offered } : {} };
    }
    case EVENT_TYPES.connected:
      await upstream.connected(connectionId, userOf(event));
      return { status: 204 };
    case EVENT_TYPES.disconnected:
      // The service drops the connection from its groups itself; only the record of who is connected (and watches what) goes.
      await upstream.disconnected(connectionId);
      return { status: 204 };
    case EVENT_TYPES.message: {
      const reply = await upstream.message(connectionId, userOf(event), await readText(request));
      // A non-2xx answer would make the service drop the client: protocol errors go back as a message.
      return reply
        ? { status: 200, body: JSON.stringify(reply), headers: { 'content-type': 'text/plain; charset=utf-8' } }
        : { status: 204 };
    }
    default:
      throw new HttpError(400, 'Tipo de evento não tratado.');
  }
}

export async function realtimeEventsHandler(
  request: HttpRequestType,
  invocation: InvocationContextType,
): Promise<HttpResponseInit> {
  try {
    return await handle(request);
  } catch (error) {
    return toHttpResponse(error, invocation);
  }
}

register({ name: 'realtimeEvents', route: 'realtimeEvents', internal: false, handler: realtimeEventsHandler });
