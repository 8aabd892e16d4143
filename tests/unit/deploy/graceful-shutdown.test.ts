import { EventEmitter } from 'node:events';
import { stopOnSignals, stopWithin } from '@agulhadas/delivery/process/graceful-shutdown';

/** The robot's and the notifier's stop on SIGTERM/SIGINT: finish in flight, but never past the grace period. */
const settle = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

function harness(stop: () => Promise<void>, graceMs = 200) {
  const signals = new EventEmitter();
  const exits: number[] = [];
  const lines: string[] = [];
  const shutdown = stopOnSignals({
    name: 'robot',
    stop,
    graceMs,
    log: (line) => lines.push(line),
    exit: (code) => exits.push(code),
    signals,
  });
  return { signals, exits, lines, shutdown };
}

describe('graceful shutdown', () => {
  it.each(['SIGTERM', 'SIGINT'])('%s stops once, waits for the work in flight, and exits 0', async (signal) => {
    let stops = 0;
    const { signals, exits, lines } = harness(async () => {
      stops += 1;
      await settle(30);
    });
    signals.emit(signal);
    expect(exits).toEqual([]);
    await settle(80);
    expect({ stops, exits }).toEqual({ stops: 1, exits: [0] });
    expect(lines[0]).toBe(`robot: ${signal}; stopping (at most 0.2 s)…`);
  });

  it('abandons work still running after the grace period and exits 1', async () => {
    const { signals, exits, lines } = harness(() => new Promise<void>(() => undefined), 50);
    signals.emit('SIGTERM');
    await settle(20);
    expect(exits).toEqual([]);
    await settle(80);
    expect(exits).toEqual([1]);
    expect(lines.at(-1)).toContain('abandoning what is in flight');
  });

  it('a second signal while stopping exits at once', async () => {
    const { signals, exits } = harness(() => settle(150), 1_000);
    signals.emit('SIGTERM');
    signals.emit('SIGINT');
    expect(exits).toEqual([1]);
    await settle(200);
    expect(exits).toEqual([1, 0]);
  });

  it('a stop of its own (the robot that lost its lease) exits with the code it asks for; a failed stop exits 1', async () => {
    const lost = harness(() => Promise.resolve());
    await lost.shutdown('lease lost', 1);
    expect(lost.exits).toEqual([1]);
    const clean = harness(() => Promise.resolve());
    await clean.shutdown('done');
    expect(clean.exits).toEqual([0]);
    const failing = harness(() => Promise.reject(new Error('store closed twice')));
    await failing.shutdown('SIGTERM');
    expect(failing.exits).toEqual([1]);
    expect(failing.lines).toContain('stopping failed: store closed twice');
  });

  it('stopWithin answers whether the stop finished in time', async () => {
    await expect(
      stopWithin(
        () => settle(10),
        200,
        () => undefined,
      ),
    ).resolves.toBe(true);
    await expect(
      stopWithin(
        () => settle(200),
        20,
        () => undefined,
      ),
    ).resolves.toBe(false);
  });
});
