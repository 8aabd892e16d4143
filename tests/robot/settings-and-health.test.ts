import type { AddressInfo } from 'node:net';
import { createHealth } from '../../robot/src/health/health';
import { startHealthServer } from '../../robot/src/health/health-server';
import { readSettings, SettingsError } from '../../robot/src/settings';
import { configuredSources } from '../../robot/src/sources/configured-sources';

const base = {
  AGULHADAS_API_URL: 'https://agulhadas.example',
  ROBOT_KEY: 'a-robot-key-of-32-characters-ok!',
  ROBOT_SOURCES: 'binance,brapi',
};

describe('robot settings', () => {
  it('stop the robot with one message naming every missing or invalid setting; no public default', () => {
    expect(() => readSettings({})).toThrow(SettingsError);
    expect(() => readSettings({ ROBOT_SOURCES: 'binance,nasdaq' })).toThrow(
      /AGULHADAS_API_URL[\s\S]*ROBOT_KEY[\s\S]*ROBOT_SOURCES/,
    );
  });

  it('read the sources and their defaults', () => {
    const settings = readSettings({ ...base, BRAPI_TOKEN: 'a-brapi-token-of-the-site' });
    expect(settings.ROBOT_SOURCES).toEqual(['binance', 'brapi']);
    expect(settings).toMatchObject({
      ROBOT_HISTORY: 300,
      ROBOT_ROUND_DELAY_SECONDS: 20,
      BINANCE_REST_URL: 'https://api.binance.com',
    });
    expect([...configuredSources(settings).keys()]).toEqual(['binance', 'brapi']);
  });

  it('read every provider address, the public one by default, and refuse one that is not an address', () => {
    expect(readSettings(base)).toMatchObject({
      BINANCE_REST_URL: 'https://api.binance.com',
      BINANCE_STREAM_URL: 'wss://stream.binance.com:9443',
      BRAPI_URL: 'https://brapi.dev',
      TWELVEDATA_URL: 'https://api.twelvedata.com',
    });
    expect(
      readSettings({
        ...base,
        LOCAL_MODE: '1',
        BRAPI_URL: 'https://brapi-proxy.example/',
        TWELVEDATA_URL: 'http://127.0.0.1:8088',
      }),
    ).toMatchObject({
      BRAPI_URL: 'https://brapi-proxy.example',
      TWELVEDATA_URL: 'http://127.0.0.1:8088',
    });
    expect(() => readSettings({ ...base, BRAPI_URL: 'brapi.dev', TWELVEDATA_URL: 'twelvedata' })).toThrow(
      /BRAPI_URL must be an https:\/\/ address[\s\S]*TWELVEDATA_URL must be an https:\/\/ address/,
    );
  });

  it('refuse a source named without its key', () => {
    expect(() => configuredSources(readSettings(base))).toThrow("ROBOT_SOURCES names 'brapi', which needs BRAPI_TOKEN");
  });
});

describe('robot health', () => {
  it('reports per source the last success, lag, errors and unreadable assets; the probe fails when a source is stale, naming it in the shared shape', async () => {
    const started = new Date('2026-11-24T12:00:00Z');
    const health = createHealth(started);
    health.sourceAssets('binance', 165);
    health.succeeded('binance', new Date('2026-11-24T12:00:20Z'), [
      { asset: 'BINANCE:XYZUSDT', error: 'Invalid symbol.' },
    ]);
    health.failed('binance', '429', new Date('2026-11-24T12:02:00Z'));
    health.unassigned([{ asset: 'CME_MINI:ES1!' }, { asset: 'BMFBOVESPA:WIN1!' }, { asset: 'CME_MINI:NQ1!' }]);
    const report = health.report(new Date('2026-11-24T12:01:20Z'));
    expect(report.sources).toEqual([
      {
        source: 'binance',
        assets: 165,
        lastSuccess: '2026-11-24T12:00:20.000Z',
        lagSeconds: 60,
        errors: 1,
        lastError: '429',
        unreadable: [{ asset: 'BINANCE:XYZUSDT', error: 'Invalid symbol.' }],
        unreadableCount: 1,
        pausedUntil: '2026-11-24T12:02:00.000Z',
      },
    ]);
    expect(report.unassigned).toEqual({ count: 3, markets: ['BMFBOVESPA', 'CME_MINI'] });

    const fresh = await startHealthServer(health, 0, 10 * 365 * 86_400_000, '3f2c1ab');
    const stale = await startHealthServer(health, 0, 1_000, '3f2c1ab');
    const url = (server: typeof fresh) => `http://127.0.0.1:${(server.address() as AddressInfo).port}/health`;
    const ok = await fetch(url(fresh));
    expect(ok.status).toBe(200);
    expect(ok.headers.get('cache-control')).toBe('no-store');
    const okBody = (await ok.json()) as { version: string; status: string; reasons: string[]; sources: unknown[] };
    expect(okBody).toMatchObject({ version: '3f2c1ab', status: 'ok', reasons: [] });
    expect(okBody.sources).toHaveLength(1);
    const late = await fetch(url(stale));
    expect(late.status).toBe(503);
    expect(await late.json()).toMatchObject({
      version: '3f2c1ab',
      status: 'degraded',
      reasons: ['source-stale:binance'],
      sources: [{ source: 'binance' }],
    });
    fresh.close();
    stale.close();
  });

  it('gives a source that has not read yet as long from the start as a stale one: ready while the first round runs', async () => {
    const started = new Date('2026-11-24T12:00:00Z');
    const health = createHealth(started);
    health.sourceAssets('binance', 165);
    let now = new Date('2026-11-24T12:04:00Z');
    const server = await startHealthServer(health, 0, 5 * 60_000, '3f2c1ab', () => now);
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/health`;
    expect((await fetch(url)).status).toBe(200);
    now = new Date('2026-11-24T12:05:01Z');
    const late = await fetch(url);
    expect(late.status).toBe(503);
    expect(await late.json()).toMatchObject({ reasons: ['source-stale:binance'] });
    server.close();
  });
});
