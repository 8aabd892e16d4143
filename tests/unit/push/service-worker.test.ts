import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, jest } from '@jest/globals';

/**
 * public/sw.js run in a sandbox whose `self` records what the worker does: the notifications it shows, and the
 * windows it focuses, navigates or opens. (Chromium's DevTools can deliver a push message, as the e2e test does, but
 * cannot click a notification, so the click is checked here.)
 */
const SOURCE = readFileSync(path.resolve(__dirname, '../../../public/sw.js'), 'utf8');
const ORIGIN = 'https://agulhadas.app';

interface FakeWindow {
  url: string;
  focus: jest.Mock<() => Promise<FakeWindow>>;
  navigate: jest.Mock<(url: string) => Promise<FakeWindow>>;
}

function fakeWindow(url: string): FakeWindow {
  const window: FakeWindow = {
    url,
    focus: jest.fn(async () => window),
    navigate: jest.fn(async (to: string) => ({ ...window, url: to })),
  };
  return window;
}

function startWorker(windows: FakeWindow[] = []) {
  const listeners = new Map<string, (event: unknown) => void>();
  const showNotification = jest.fn(async (_title: string, _options: NotificationOptions) => undefined);
  const openWindow = jest.fn(async (_url: string) => null);
  const self = {
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    skipWaiting: async () => undefined,
    location: { origin: ORIGIN },
    registration: { showNotification },
    clients: { claim: async () => undefined, matchAll: async () => windows, openWindow },
  };
  runInNewContext(SOURCE, { self, URL });
  /** Fires one event and waits for what it handed to waitUntil. */
  const fire = async (type: string, event: object) => {
    let pending: Promise<unknown> = Promise.resolve();
    listeners.get(type)?.({ ...event, waitUntil: (promise: Promise<unknown>) => (pending = promise) });
    await pending;
  };
  const push = (payload: unknown) =>
    fire('push', { data: { json: () => payload, text: () => JSON.stringify(payload) } });
  const pushText = (text: string) =>
    fire('push', {
      data: {
        json: () => JSON.parse(text) as unknown,
        text: () => text,
      },
    });
  const click = (url: unknown) => fire('notificationclick', { notification: { data: { url }, close: jest.fn() } });
  return { push, pushText, click, showNotification, openWindow };
}

const CHART = '/grafico/BMFBOVESPA/PETR4/D';

describe('the service worker on push', () => {
  it("shows the message's title and body, tagged and carrying its chart", async () => {
    const worker = startWorker();
    await worker.push({ title: 'PETR4 (D): Agulhada de compra', body: 'Médias cruzadas.', url: CHART });
    expect(worker.showNotification).toHaveBeenCalledWith('PETR4 (D): Agulhada de compra', {
      body: 'Médias cruzadas.',
      icon: '/icons/icon-192.png',
      lang: 'pt-BR',
      tag: CHART,
      data: { url: CHART },
    });
  });

  it('never leads off the site, and still shows a message that is not JSON', async () => {
    const worker = startWorker();
    for (const url of ['https://example.com/x', '//example.com/x', 'javascript:alert(1)', 42])
      await worker.push({ title: 'T', body: 'B', url });
    expect(worker.showNotification.mock.calls.map(([, options]) => (options.data as { url: string }).url)).toEqual([
      '/app',
      '/app',
      '/app',
      '/app',
    ]);
    const plain = startWorker();
    await plain.pushText('Alerta sem formato');
    await plain.push(null);
    expect(plain.showNotification.mock.calls.map(([title, options]) => [title, options.body])).toEqual([
      ['Agulhadas', 'Alerta sem formato'],
      ['Agulhadas', ''],
    ]);
  });
});

describe('the service worker on a notification click', () => {
  it('focuses a tab already on the chart', async () => {
    const onChart = fakeWindow(`${ORIGIN}${CHART}`);
    const worker = startWorker([fakeWindow(`${ORIGIN}/app`), onChart]);
    await worker.click(CHART);
    expect(onChart.focus).toHaveBeenCalledTimes(1);
    expect(worker.openWindow).not.toHaveBeenCalled();
  });

  it('otherwise brings a tab of the site to the chart', async () => {
    const elsewhere = fakeWindow(`${ORIGIN}/app`);
    const worker = startWorker([elsewhere]);
    await worker.click(CHART);
    expect(elsewhere.focus).toHaveBeenCalledTimes(1);
    expect(elsewhere.navigate).toHaveBeenCalledWith(`${ORIGIN}${CHART}`);
    expect(worker.openWindow).not.toHaveBeenCalled();
  });

  it('otherwise opens the chart in a new window', async () => {
    const worker = startWorker();
    await worker.click(CHART);
    expect(worker.openWindow).toHaveBeenCalledWith(`${ORIGIN}${CHART}`);
  });
});
