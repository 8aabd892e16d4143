import fc from 'fast-check';
import type { Reading } from '@agulhadas/domain/reading';
import {
  READING_FIELDS,
  READING_KEYS,
  type FieldKind,
  type FieldKindValues,
  type ReadingField,
} from '@agulhadas/domain/reading-fields';
import { TIMEFRAMES } from '@agulhadas/domain/timeframes';

// -0 would come back as 0 from any sign-only wire; a reading never holds it.
const finite = (min: number, max: number) => fc.double({ min, max, noNaN: true }).map((value) => value + 0);

/** Values a field of each kind may hold, as the engine or a robot could write them. */
const VALUES: { [Kind in FieldKind]: fc.Arbitrary<FieldKindValues[Kind]> } = {
  timeframe: fc.constantFrom(...TIMEFRAMES),
  time: fc
    .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2030-12-31T23:59:59Z'), noInvalidDate: true })
    .map((date) => date.toISOString()),
  price: finite(0.000_001, 1_000_000).filter((value) => value > 0),
  number: finite(-1000, 1000),
  pair: fc.tuple(finite(0, 100), finite(0, 100)),
  flag: fc.boolean(),
  bit: fc.constantFrom(1 as const, 0 as const),
  signal: fc.constantFrom(1 as const, -1 as const, 0 as const),
  text: fc.string({ maxLength: 60 }),
};

/** Any reading of the declared fields and kinds (an optional field present or not): built from the declaration. */
export function readingArbitrary(): fc.Arbitrary<Reading> {
  const model = Object.fromEntries(READING_KEYS.map((key) => [key, VALUES[READING_FIELDS[key].kind]]));
  const requiredKeys = READING_KEYS.filter((key) => (READING_FIELDS[key] as ReadingField).optional === undefined);
  return fc.record(model, { requiredKeys }) as unknown as fc.Arbitrary<Reading>;
}
