import { describe, expect, it, jest } from '@jest/globals';
import type { PushDevicesAnswer } from '@agulhadas/domain/push/push-device';
import { deviceLabel } from '../../../src/features/alerts/device-label';
import {
  applicationServerKey,
  PUSH_PERMISSION_DENIED,
  PUSH_UNSUPPORTED,
  subscribeThisBrowser,
  type PushBrowser,
} from '../../../src/features/alerts/push-subscribe';

const PUBLIC_KEY = Buffer.alloc(65, 4).toString('base64url');
const OTHER_KEY = Buffer.alloc(65, 5).toString('base64url');
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const settings: PushDevicesAnswer = { publicKey: PUBLIC_KEY, devices: [], standInSubscribePath: null };
const json = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
  expirationTime: null,
  keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) },
};

/** A PushSubscription made with `key`, as the browser hands it back. */
function subscriptionWith(key: string) {
  return {
    options: { applicationServerKey: applicationServerKey(key).buffer },
    toJSON: () => json,
    unsubscribe: jest.fn(async () => true),
  };
}

/** A browser whose push manager records what the page asked; `existing` is the subscription it already has. */
function fakeBrowser(
  options: {
    permission?: NotificationPermission;
    existing?: ReturnType<typeof subscriptionWith> | null;
    push?: boolean;
  } = {},
) {
  const subscribe = jest.fn(async (_options: PushSubscriptionOptionsInit) => subscriptionWith(PUBLIC_KEY));
  const pushManager = { subscribe, getSubscription: jest.fn(async () => options.existing ?? null) };
  const requestPermission = jest.fn(async () => options.permission ?? 'granted');
  const fetch = jest.fn<typeof globalThis.fetch>();
  const browser = {
    userAgent: ANDROID_CHROME,
    serviceWorker: async () =>
      options.push === false ? null : ({ pushManager } as unknown as Pick<ServiceWorkerRegistration, 'pushManager'>),
    requestPermission,
    fetch,
  } satisfies PushBrowser;
  return { browser, subscribe, requestPermission, fetch };
}

describe("subscribing this browser at its vendor's push service", () => {
  it('asks for permission, then subscribes with userVisibleOnly and the VAPID key as bytes, and labels the device', async () => {
    const { browser, subscribe, requestPermission } = fakeBrowser();
    const input = await subscribeThisBrowser(browser, settings);
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(subscribe).toHaveBeenCalledTimes(1);
    const asked = subscribe.mock.calls[0]?.[0];
    expect(asked?.userVisibleOnly).toBe(true);
    expect(Buffer.from(asked?.applicationServerKey as Uint8Array)).toEqual(Buffer.alloc(65, 4));
    expect(input).toEqual({ endpoint: json.endpoint, keys: json.keys, label: 'Chrome no Android' });
  });

  it('keeps a subscription made with the same key, and replaces one made with another', async () => {
    const same = fakeBrowser({ existing: subscriptionWith(PUBLIC_KEY) });
    await subscribeThisBrowser(same.browser, settings);
    expect(same.subscribe).not.toHaveBeenCalled();

    const stale = subscriptionWith(OTHER_KEY);
    const other = fakeBrowser({ existing: stale });
    await subscribeThisBrowser(other.browser, settings);
    expect(stale.unsubscribe).toHaveBeenCalledTimes(1);
    expect(other.subscribe).toHaveBeenCalledTimes(1);
  });

  it('stops with a Portuguese reason when notifications are blocked or the browser has no web push', async () => {
    const denied = fakeBrowser({ permission: 'denied' });
    await expect(subscribeThisBrowser(denied.browser, settings)).rejects.toThrow(PUSH_PERMISSION_DENIED);
    expect(denied.subscribe).not.toHaveBeenCalled();
    await expect(subscribeThisBrowser(fakeBrowser({ push: false }).browser, settings)).rejects.toThrow(
      PUSH_UNSUPPORTED,
    );
  });
});

describe('subscribing in local mode', () => {
  it("asks the local push service for the subscription instead of the browser's push manager", async () => {
    const { browser, subscribe, fetch } = fakeBrowser();
    fetch.mockResolvedValue(new Response(JSON.stringify(json), { status: 201 }));
    const input = await subscribeThisBrowser(browser, {
      ...settings,
      standInSubscribePath: '/local-push/subscriptions',
    });
    expect(subscribe).not.toHaveBeenCalled();
    expect(fetch).toHaveBeenCalledWith(
      '/local-push/subscriptions',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ applicationServerKey: PUBLIC_KEY }) }),
    );
    expect(input.endpoint).toBe(json.endpoint);
  });
});

describe('deviceLabel', () => {
  it('names the browser and the system', () => {
    expect(deviceLabel(ANDROID_CHROME)).toBe('Chrome no Android');
    expect(
      deviceLabel(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari no iOS');
    expect(
      deviceLabel(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      ),
    ).toBe('Edge no Windows');
    expect(deviceLabel('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe(
      'Firefox no Linux',
    );
    expect(deviceLabel('curl/8')).toBe('Navegador');
  });
});
