import vm from 'node:vm';
import {
  installLocalClock,
  localClockStart,
  machineNow,
  uninstallLocalClock,
} from '../../../local/src/runtime/local-clock';

/** Each test moves the clock of a realm of its own, so the suite's clock is left alone. */
function realm(): typeof globalThis {
  return vm.runInContext('globalThis', vm.createContext({})) as typeof globalThis;
}

const START = Date.parse('2026-11-25T12:02:00-03:00');

describe('the local clock', () => {
  it('answers the start instant now and moves on in real time', async () => {
    const world = realm();
    installLocalClock(START, world);
    expect(Math.abs(world.Date.now() - START)).toBeLessThan(50);
    expect(Math.abs(new world.Date().getTime() - START)).toBeLessThan(50);
    await new Promise((done) => setTimeout(done, 120));
    expect(world.Date.now() - START).toBeGreaterThanOrEqual(100);
    expect(world.Date.now() - START).toBeLessThan(1_000);
  });

  it('leaves explicit dates, parsing and the prototype as they are', () => {
    const world = realm();
    installLocalClock(START, world);
    expect(new world.Date(0).toISOString()).toBe('1970-01-01T00:00:00.000Z');
    expect(new world.Date('2026-01-02T03:04:05Z').getTime()).toBe(Date.UTC(2026, 0, 2, 3, 4, 5));
    expect(world.Date.UTC(2026, 10, 25)).toBe(Date.UTC(2026, 10, 25));
    expect(world.Date.parse('2026-11-25T00:00:00Z')).toBe(Date.UTC(2026, 10, 25));
    expect(vm.runInContext('new Date() instanceof Date', vm.createContext(world))).toBe(true);
    // Called without `new`, Date answers the current time as text, the moved one.
    expect(Date.parse((world.Date as unknown as () => string)())).toBeGreaterThan(START - 1_000);
  });

  it('moves to a new start when installed again, and gives the machine clock back', () => {
    const world = realm();
    installLocalClock(START, world);
    const saturday = Date.parse('2026-11-28T15:00:00Z');
    installLocalClock(saturday, world);
    expect(Math.abs(world.Date.now() - saturday)).toBeLessThan(50);
    // This suite's own realm runs on the test clock: the machine's is machineNow() here too.
    expect(Math.abs(machineNow(world) - machineNow())).toBeLessThan(50);
    uninstallLocalClock(world);
    expect(Math.abs(world.Date.now() - machineNow())).toBeLessThan(50);
  });
});

describe('LOCAL_CLOCK', () => {
  it('is an ISO 8601 instant with its offset, or unset', () => {
    expect(localClockStart('2026-11-25T12:02:00-03:00')).toBe(START);
    expect(localClockStart(' 2026-11-25T15:02:00Z ')).toBe(START);
    expect(localClockStart(undefined)).toBeNull();
    expect(localClockStart('  ')).toBeNull();
  });

  it.each(['2026-11-25T12:02:00', 'amanhã', '2026-13-40T00:00:00Z'])('refuses %s, naming the setting', (value) => {
    expect(() => localClockStart(value)).toThrow(/^LOCAL_CLOCK must be an ISO 8601 instant with its offset/);
  });
});
