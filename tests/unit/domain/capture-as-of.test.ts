import { captureAsOf, type Capture } from '@agulhadas/domain/asset';

const now = new Date('2026-11-21T12:00:00Z');
const at = (minutesAgo: number, preco: number): Capture => ({
  capturedAt: new Date(now.getTime() - minutesAgo * 60_000).toISOString(),
  preco,
  readings: {},
});

describe('delayed view', () => {
  it('picks the newest capture at least the delay old', () => {
    expect(captureAsOf([at(45, 1), at(30, 2), at(15, 3), at(0, 4)], now, 20)?.preco).toBe(2);
    expect(captureAsOf([at(0, 4), at(20, 3)], now, 20)?.preco).toBe(3);
  });

  it('shows nothing when every capture is too recent', () => {
    expect(captureAsOf([at(5, 1), at(1, 2)], now, 20)).toBeNull();
    expect(captureAsOf([], now, 20)).toBeNull();
  });
});
