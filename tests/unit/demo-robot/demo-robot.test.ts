import { engineForIngest } from '../../../api/src/ingest/engine-binding';
import type { IngestBody } from '../../../api/src/ingest/ingest-schema';
import { createDemoRobot } from '../../../api/src/local/demo-robot/demo-robot';
import { loadUniverse } from '../../../api/src/seed/universe/index';

/** The demo robot runs on the wall clock: it never dates anything after it, and a restart continues the stored market. */
const universe = loadUniverse().filter((asset) => ['BMFBOVESPA:PETR4', 'BINANCE:BTCUSDT'].includes(asset.asset));
const START = Date.parse('2026-11-24T13:07:30Z');

function robotAt(clock: { now: number }, storedPrices?: Map<string, number>) {
  const batches: Array<{ at: number; body: IngestBody }> = [];
  const robot = createDemoRobot({
    universe,
    engine: engineForIngest,
    speed: 60,
    now: () => new Date(clock.now),
    post: async (body) => {
      batches.push({ at: clock.now, body });
    },
    storedPrices: async () => storedPrices ?? new Map(),
  });
  return { robot, batches };
}

const readingsOf = (body: IngestBody) => body.items.flatMap((item) => ('reading' in item ? [{ ...item.reading, asset: item.asset }] : []));

describe('demo robot on the wall clock', () => {
  it('never dates a capture or a reading after the clock, moves the forming candle each round and opens a new one on the real 15 minutes', async () => {
    const clock = { now: START };
    const { robot, batches } = robotAt(clock);
    await robot.prime();
    for (let i = 0; i < 40; i += 1) {
      clock.now += 15_000;
      await robot.round();
    }
    for (const { at, body } of batches) {
      expect(Date.parse(body.capturedAt!)).toBeLessThanOrEqual(at);
      for (const reading of readingsOf(body)) expect(Date.parse(reading.lastUpdate)).toBeLessThanOrEqual(at);
    }
    const petr15 = batches.map(({ body }) => readingsOf(body).find((reading) => reading.asset === 'BMFBOVESPA:PETR4' && reading.timeframe === '15')!);
    // 13:07:30 + 40 × 15 s = 13:17:30: the 13:00 candle moved round after round, then the 13:15 one opened.
    expect(new Set(petr15.slice(3, 30).map((reading) => reading.lastUpdate))).toEqual(new Set(['2026-11-24T13:00:00.000Z']));
    expect(new Set(petr15.slice(3, 30).map((reading) => reading.preco)).size).toBeGreaterThan(20);
    expect(petr15[petr15.length - 1]!.lastUpdate).toBe('2026-11-24T13:15:00.000Z');
  });

  it('after a restart continues each asset from the stored price, without re-sending the past', async () => {
    const clock = { now: START };
    const { robot, batches } = robotAt(clock, new Map([['BMFBOVESPA:PETR4', 41.37]]));
    await robot.prime();
    expect(batches).toHaveLength(1);
    expect(batches[0]!.body.capturedAt).toBe(new Date(START).toISOString());
    const petr = readingsOf(batches[0]!.body).filter((reading) => reading.asset === 'BMFBOVESPA:PETR4');
    for (const reading of petr) expect(reading.preco).toBeCloseTo(41.37, 6);
  });
});
