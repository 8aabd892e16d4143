import { createRobotApi } from '../../robot/src/contract/robot-api';

/** What undici throws when the socket is reset under a request: TypeError('fetch failed') with the reset as cause. */
function fetchFailed(code: string): TypeError {
  return new TypeError('fetch failed', { cause: Object.assign(new Error('read ECONNRESET'), { code }) });
}

const universe = () => new Response(JSON.stringify({ assets: [] }), { status: 200 });

describe('the robot API client on a reset connection', () => {
  it('tries once more when the connection was reset before any answer', async () => {
    const calls: string[] = [];
    const fetch: typeof globalThis.fetch = async (url) => {
      calls.push(String(url));
      if (calls.length === 1) throw fetchFailed('ECONNRESET');
      return universe();
    };
    const api = createRobotApi({ apiUrl: 'http://api', robotKey: 'k', fetch });
    await expect(api.universe()).resolves.toEqual([]);
    expect(calls).toEqual(['http://api/api/robotUniverse', 'http://api/api/robotUniverse']);
    expect(api.requests()).toBe(1);
  });

  it('gives up after the second reset, and never retries other failures', async () => {
    let calls = 0;
    const resetTwice: typeof globalThis.fetch = async () => {
      calls += 1;
      throw fetchFailed('ECONNRESET');
    };
    await expect(createRobotApi({ apiUrl: 'http://api', robotKey: 'k', fetch: resetTwice }).universe()).rejects.toThrow(
      'fetch failed',
    );
    expect(calls).toBe(2);

    calls = 0;
    const refused: typeof globalThis.fetch = async () => {
      calls += 1;
      throw fetchFailed('ECONNREFUSED');
    };
    await expect(createRobotApi({ apiUrl: 'http://api', robotKey: 'k', fetch: refused }).universe()).rejects.toThrow(
      'fetch failed',
    );
    expect(calls).toBe(1);
  });
});
