import { beforeEach, describe, expect, it } from '@jest/globals';
import { HttpRequest, InvocationContext } from '../../api/src/http/azure';
import { findFunction } from '../../api/src/http/registry';
import { config, overrideConfig } from '../../api/src/config';
import { call, freshStore } from '../support/api-client';

const snapshot = {
  capturedAt: '2026-11-20T13:00:00Z',
  source: 'Cboe',
  futures: [
    { month: '2026-12', price: 18.3 },
    { month: '2027-01', price: 19.6 },
    { month: '2027-02', price: 20.4 },
  ],
  puts: [
    { strike: 12.5, openInterest: 52_000 },
    { strike: 15, openInterest: 61_000 },
  ],
  calls: [
    { strike: 25, openInterest: 48_000 },
    { strike: 30, openInterest: 30_500 },
  ],
};

const postVix = (body: unknown) =>
  call<{ status?: string; error?: string }>('ingestVix', {
    method: 'POST',
    headers: { 'x-robot-key': config().robotKey },
    body,
  });

/** `call` parses every body as JSON; the image needs its raw text. */
async function getChart(chart: string, headers: Record<string, string> = {}) {
  const fn = findFunction('getVixChart');
  if (!fn) throw new Error('getVixChart not registered');
  const request = new HttpRequest({
    method: 'GET',
    url: `http://localhost/api/getVixChart?chart=${chart}`,
    headers,
    query: { chart },
    params: {},
  });
  const response = await fn.handler(
    request,
    new InvocationContext({ functionName: fn.name, logHandler: () => undefined }),
  );
  return {
    status: response.status ?? 200,
    headers: new Headers(response.headers as ConstructorParameters<typeof Headers>[0]),
    text: typeof response.body === 'string' ? response.body : '',
  };
}

describe('GET /api/getVixChart', () => {
  beforeEach(async () => {
    await freshStore();
  });

  it.each(['futuro', 'puts', 'calls'])('answers the %s chart as a cacheable SVG image to anyone', async (chart) => {
    const res = await getChart(chart);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(res.headers.get('cache-control')).toMatch(/public, max-age=\d+/);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(res.text).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="800" height="400"/);
    expect(res.text).not.toMatch(/<script/i);
  });

  it('without data from the robot, says so instead of drawing numbers', async () => {
    const res = await getChart('futuro');
    expect(res.text).toContain('Ainda não há dados do VIX.');
    expect(res.text).not.toMatch(/<polyline|<rect x=/);
  });

  it('draws what the robot posted, with its capture time and source; an older snapshot changes nothing', async () => {
    expect((await postVix(snapshot)).body).toEqual({ status: 'stored' });
    const futuro = await getChart('futuro');
    expect(futuro.text).toContain('<polyline');
    for (const label of ['dez/26', 'jan/27', '18,3', '19,6']) expect(futuro.text).toContain(label);
    expect(futuro.text).toContain('Capturado em 20/11/2026, 10:00 · fonte: Cboe');
    const puts = await getChart('puts');
    expect(puts.text).toContain('12,5');
    expect(puts.text.match(/<rect [^>]*fill="#dc2626"/g)).toHaveLength(2); // one bar per strike posted
    expect((await getChart('calls')).text).not.toBe(puts.text);
    expect(
      (await postVix({ ...snapshot, capturedAt: '2026-11-20T12:00:00Z', futures: [{ month: '2026-12', price: 99 }] }))
        .body,
    ).toEqual({
      status: 'unchanged',
    });
    expect((await getChart('futuro')).text).toBe(futuro.text);
  });

  it('labels the local demo data as demonstration, and refuses demo data outside local mode', async () => {
    expect((await postVix({ ...snapshot, demo: true })).status).toBe(200);
    expect((await getChart('futuro')).text).toContain('dados de demonstração (modo local)');
    overrideConfig({ localMode: false });
    const refused = await postVix({ ...snapshot, capturedAt: '2026-11-20T14:00:00Z', demo: true });
    overrideConfig({ localMode: true });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('Dados de demonstração só são aceitos no modo local.');
  });
});

describe('POST /api/ingestVix (robot)', () => {
  beforeEach(async () => {
    await freshStore();
  });

  it('checks the robot key before reading the body', async () => {
    const res = await call<{ error: string }>('ingestVix', {
      method: 'POST',
      headers: { 'x-robot-key': 'errada' },
      rawBody: '{',
    });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('Chave do robô inválida.');
  });

  it('refuses a malformed or future snapshot in Portuguese and stores nothing', async () => {
    const bad = await postVix({ ...snapshot, futures: [{ month: '2026-13', price: 18 }] });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Dados do VIX inválidos — futures › 1 › month: mês no formato AAAA-MM');
    const future = await postVix({ ...snapshot, capturedAt: new Date(Date.now() + 3600_000).toISOString() });
    expect(future.status).toBe(400);
    expect(future.body.error).toBe('Dados do VIX inválidos — capturedAt está no futuro.');
    expect((await getChart('futuro')).text).toContain('Ainda não há dados do VIX.');
  });
});

describe('GET /api/getVixChart requests', () => {
  beforeEach(async () => {
    await freshStore();
  });

  it('answers 304 when the ETag still matches', async () => {
    const first = await getChart('futuro');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const second = await getChart('futuro', { 'if-none-match': etag ?? '' });
    expect(second.status).toBe(304);
  });

  it.each<Record<string, string>>([{}, { chart: 'acoes' }, { chart: '<svg>' }])(
    'rejects %j with 400 and a JSON error',
    async (query) => {
      const res = await call<{ error: string }>('getVixChart', { query });
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      expect(res.body.error).toBe('Gráfico inválido: use futuro, puts ou calls.');
    },
  );

  it('answers 405 to POST', async () => {
    const res = await call('getVixChart', { method: 'POST', query: { chart: 'futuro' }, body: {} });
    expect(res.status).toBe(405);
  });
});
