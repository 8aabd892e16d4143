import type { Alert } from '@agulhadas/domain/alerts';
import type { Reading } from '@agulhadas/domain/reading';
import type { Timeframe } from '@agulhadas/domain/timeframes';
import { reading as neutralReading } from '../../support/fixtures';

/** A neutral reading (no signal anywhere); tests set the fields they care about. */
export function reading(patch: Partial<Reading> = {}, timeframe: Timeframe = 'D'): Reading {
  return neutralReading(timeframe, { lastUpdate: '2026-11-20T13:00:00.000Z', preco: 38.42, ...patch });
}

export function alert(patch: Partial<Alert> = {}): Alert {
  return {
    id: 'a1',
    active: true,
    message: '',
    rules: [{ name: 'agulhada', value: 1 }],
    config: { agulhada: true },
    frequency: 'tf',
    created: '2026-11-01T00:00:00.000Z',
    lastUpdate: '2026-11-01T00:00:00.000Z',
    lastNotification: null,
    timeframe: 'D',
    ...patch,
  };
}
