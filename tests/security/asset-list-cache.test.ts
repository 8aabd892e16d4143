import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { HttpRequest, InvocationContext } from '../../api/src/http/azure';
import { findFunction } from '../../api/src/http/registry';
import { config } from '../../api/src/config';
import { assets } from '../../api/src/store/assets';
import type { AssetListItem } from '@agulhadas/domain/asset';
import { assetDoc, grantLevel, insertAssets, reading } from '../support/fixtures';
import { principalFor } from '../support/api-client';
import { recordingStore, type RecordingStore } from './support/recording-store';
import { request } from './support/requests';

/** The asset list is cached per viewer class and data version (get-all-assets.ts): the cache must never serve stale data. */
const PETR4 = 'BMFBOVESPA:PETR4';
const vip = principalFor('cache_vip');
const list = async (as?: typeof vip) =>
  (await request('getAllAssets', { query: { exchange: 'all' }, ...(as ? { as } : {}) })).body as AssetListItem[];
const ingest = (items: unknown[]) =>
  request('ingest', { method: 'POST', headers: { 'x-robot-key': config().robotKey }, body: { items } });

let store: RecordingStore;
beforeEach(async () => {
  store = await recordingStore();
  await grantLevel(store, vip.userId, 'VIP');
  await insertAssets(store, [assetDoc(PETR4, { free: true, preco: 10, readings: { D: reading('D', { preco: 10 }) } })]);
});

it('serves a new reading as soon as ingest stores it', async () => {
  expect((await list(vip))[0]!.preco).toBe(10);
  const at = new Date().toISOString();
  expect(
    (await ingest([{ asset: PETR4, timeframe: 'D', reading: reading('D', { lastUpdate: at, preco: 12 }) }])).status,
  ).toBe(200);
  expect((await list(vip))[0]!.preco).toBe(12);
});

it('serves direct writes through the assets accessor at once (seeds, arranged test data)', async () => {
  expect((await list(vip))[0]!.nome).toBe('PETR4 SA');
  await assets(store).updateOne({ _id: PETR4 }, { $set: { nome: 'Petrobras' } });
  expect((await list(vip))[0]!.nome).toBe('Petrobras');
});

it('moves the delayed view forward when a capture crosses the delay, with no write', async () => {
  const delayMs = config().dataDelayMinutes * 60_000;
  const soon = new Date(Date.now() - delayMs + 800).toISOString();
  await assets(store).updateOne(
    { _id: PETR4 },
    {
      $set: {
        captures: [
          { capturedAt: new Date(Date.now() - delayMs - 60_000).toISOString(), preco: 9, readings: {} },
          { capturedAt: soon, preco: 11, readings: {} },
        ],
      },
    },
  );
  expect((await list())[0]!.preco).toBe(9);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect((await list())[0]!.preco).toBe(11);
});

it('keeps paid and delayed viewers apart, answers 304 to a matching ETag, and compresses for browsers (brotli, else gzip)', async () => {
  const paid = await request('getAllAssets', { as: vip, query: { exchange: 'all' } });
  const anonymous = await request('getAllAssets', { query: { exchange: 'all' } });
  expect(paid.headers.get('etag')).not.toBe(anonymous.headers.get('etag'));
  expect((anonymous.body as AssetListItem[])[0]!.delayed).toBe(true);
  const again = await request('getAllAssets', {
    as: vip,
    query: { exchange: 'all' },
    headers: { 'if-none-match': paid.headers.get('etag')! },
  });
  expect(again.status).toBe(304);
  const fn = findFunction('getAllAssets')!;
  const asking = (acceptEncoding: string) =>
    fn.handler(
      new HttpRequest({
        method: 'GET',
        url: 'http://localhost/api/getAllAssets?exchange=all',
        headers: { 'accept-encoding': acceptEncoding },
        query: { exchange: 'all' },
        params: {},
      }),
      new InvocationContext({ functionName: 'getAllAssets', logHandler: () => undefined }),
    );
  const br = await asking('gzip, deflate, br');
  expect((br.headers as Record<string, string>)['content-encoding']).toBe('br');
  expect(brotliDecompressSync(br.body as Buffer).toString('utf8')).toBe(anonymous.text);
  const gz = await asking('gzip');
  expect((gz.headers as Record<string, string>)['content-encoding']).toBe('gzip');
  expect(gunzipSync(gz.body as Buffer).toString('utf8')).toBe(anonymous.text);
  expect((br.body as Buffer).length).toBeLessThan((gz.body as Buffer).length);
});
