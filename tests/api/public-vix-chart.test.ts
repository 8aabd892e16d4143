import { beforeEach, describe, expect, it } from '@jest/globals';
import { HttpRequest, InvocationContext } from '../../api/src/http/azure';
import { findFunction } from '../../api/src/http/registry';
import { call, freshStore } from '../support/api-client';

/** `call` parses every body as JSON; the image needs its raw text. */
async function getChart(chart: string, headers: Record<string, string> = {}) {
  const fn = findFunction('getVixChart');
  if (!fn) throw new Error('getVixChart not registered');
  const request = new HttpRequest({ method: 'GET', url: `http://localhost/api/getVixChart?chart=${chart}`, headers, query: { chart }, params: {} });
  const response = await fn.handler(request, new InvocationContext({ functionName: fn.name, logHandler: () => undefined }));
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

  it('draws the same image for the same chart on the same day, and different charts differently', async () => {
    const first = await getChart('puts');
    const again = await getChart('puts');
    const calls = await getChart('calls');
    expect(again.text).toBe(first.text);
    expect(calls.text).not.toBe(first.text);
  });

  it('answers 304 when the ETag still matches', async () => {
    const first = await getChart('futuro');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const second = await getChart('futuro', { 'if-none-match': etag ?? '' });
    expect(second.status).toBe(304);
  });

  it.each<Record<string, string>>([{}, { chart: 'acoes' }, { chart: '<svg>' }])('rejects %j with 400 and a JSON error', async (query) => {
    const res = await call<{ error: string }>('getVixChart', { query });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(res.body.error).toMatch(/Parâmetro inválido/);
  });

  it('answers 405 to POST', async () => {
    const res = await call('getVixChart', { method: 'POST', query: { chart: 'futuro' }, body: {} });
    expect(res.status).toBe(405);
  });
});
