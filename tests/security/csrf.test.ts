import { beforeEach, describe, expect, it } from '@jest/globals';
import { ensureUser } from '../../api/src/identity/ensure-user';
import type { Store } from '../../api/src/store/types';
import { users } from '../../api/src/store/users';
import { call, freshStore, principalFor } from '../support/api-client';
import { assetDoc, grantLevel, insertAssets, reading } from '../support/fixtures';

/**
 * Same-site request forgery: a form on another localhost port wrote a comment as the VIP, because
 * the API parsed `text/plain` and form bodies as JSON and never looked at the origin. Session writes now accept
 * only JSON from the site itself; key- or signature-authenticated endpoints keep their own checks.
 */
const vip = principalFor('vip');
const comment = JSON.stringify({ asset: 'BMFBOVESPA:PETR4', comment: 'escrito por outro site' });
const write = (headers: Record<string, string>, rawBody = comment) =>
  call<{ error?: string }>('getComments', {
    method: 'POST',
    as: vip,
    rawBody,
    headers: { host: 'localhost:4280', ...headers },
  });
const commentsOf = async (store: Store) => (await users(store).findOne({ _id: 'vip' }))?.comments ?? [];

describe('session writes refuse cross-site requests', () => {
  let store: Store;
  beforeEach(async () => {
    store = await freshStore();
    await ensureUser(store, { userId: 'vip', email: 'vip@x.app', name: 'Vip' }, new Date());
    await grantLevel(store, 'vip', 'VIP');
  });

  it.each([
    ['text/plain', 'text/plain;charset=UTF-8'],
    ['form', 'application/x-www-form-urlencoded'],
    ['multipart', 'multipart/form-data; boundary=x'],
  ])('refuses a %s body with 415, storing nothing', async (_label, contentType) => {
    const res = await write({ 'content-type': contentType, origin: 'http://localhost:4280' });
    expect(res.status).toBe(415);
    expect(res.body.error).toBe('Envie os dados como JSON (Content-Type: application/json).');
    expect(await commentsOf(store)).toEqual([]);
  });

  it.each([
    ['another port', { origin: 'http://localhost:5173' }],
    ['another site', { origin: 'https://evil.example' }],
    ['an opaque origin', { origin: 'null' }],
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site same-site (another port)', { 'sec-fetch-site': 'same-site' }],
  ])('refuses JSON from %s with 403, storing nothing', async (_label, headers) => {
    const res = await write(headers);
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('Origem não permitida.');
    expect(await commentsOf(store)).toEqual([]);
  });

  it('accepts JSON from the site itself (same origin, the forwarded host, or PUBLIC_URL), and from non-browser clients', async () => {
    expect((await write({ origin: 'http://localhost:4280', 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    expect(
      (await write({ origin: 'https://agulhadas.app', 'x-forwarded-host': 'agulhadas.app', host: 'func.internal' }))
        .status,
    ).toBe(200);
    expect(
      (
        await write({
          origin: 'https://agulhadas.azurestaticapps.net',
          host: 'func.internal',
          'x-ms-original-url': 'https://agulhadas.azurestaticapps.net/api/getComments',
        })
      ).status,
    ).toBe(200);
    expect((await write({})).status).toBe(200);
    expect(await commentsOf(store)).toHaveLength(4);
  });

  it('leaves endpoints with their own authentication alone: the VIP webhook still takes text/plain from anywhere', async () => {
    const key = (await users(store).findOne({ _id: 'vip' }))!.userKey;
    await insertAssets(store, [assetDoc('BMFBOVESPA:PETR4', { preco: 10, readings: { D: reading('D') } })]);
    const res = await call('useralert', {
      method: 'POST',
      query: { u: key, code: 'BMFBOVESPA:PETR4' },
      rawBody: 'cruzou a média',
      headers: { 'content-type': 'text/plain', origin: 'https://charts.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(res.status).toBe(200);
  });
});
