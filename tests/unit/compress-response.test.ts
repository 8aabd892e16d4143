import { gunzipSync } from 'node:zlib';
import { HttpRequest } from '../../api/src/http/azure';
import { compressResponse } from '../../api/src/http/compress-response';

const request = (acceptEncoding?: string) =>
  new HttpRequest({
    method: 'GET',
    url: 'http://localhost/api/x',
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });
const big = JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => ({ i, nome: 'Petrobras PN' })) });

describe('JSON answers gzipped for callers that accept it', () => {
  it('gzips a large body, says so and varies on Accept-Encoding', () => {
    const answer = compressResponse(request('gzip, deflate, br'), {
      status: 200,
      body: big,
      headers: { 'content-type': 'application/json', vary: 'cookie' },
    });
    expect(answer.headers).toMatchObject({ 'content-encoding': 'gzip', vary: 'cookie, accept-encoding' });
    expect(gunzipSync(answer.body as Buffer).toString()).toBe(big);
  });

  it('leaves small bodies, callers without gzip and answers already encoded as they are', () => {
    const small = { status: 200, body: '{"ok":true}', headers: {} };
    expect(compressResponse(request('gzip'), small)).toBe(small);
    const plain = { status: 200, body: big, headers: {} };
    expect(compressResponse(request(), plain)).toBe(plain);
    const encoded = { status: 200, body: Buffer.from('x'), headers: { 'content-encoding': 'gzip' } };
    expect(compressResponse(request('gzip'), encoded)).toBe(encoded);
  });

  it('reuses the gzip of the same body under the same key, and never serves another body', () => {
    const gzipped = (body: string, key?: string) =>
      compressResponse(request('gzip'), { status: 200, body, headers: {} }, key).body as Buffer;
    const first = gzipped(big, 'getUserInfo|ana');
    expect(gzipped(big, 'getUserInfo|ana')).toBe(first);
    const changed = big.replace('Petrobras', 'Vale');
    const second = gzipped(changed, 'getUserInfo|ana');
    expect(second).not.toBe(first);
    expect(gunzipSync(second).toString()).toBe(changed);
    // Another user's key, or no key, gzips its own body.
    expect(gunzipSync(gzipped(big, 'getUserInfo|bruno')).toString()).toBe(big);
    expect(gzipped(big)).not.toBe(gzipped(big));
  });
});
