import { describe, expect, it } from '@jest/globals';
import { centsToReaisInput, parseReaisInput } from '@agulhadas/domain/admin/reais-input';

describe('an amount in reais typed in the back office', () => {
  it.each([
    ['510', 51000],
    ['510,00', 51000],
    ['510,5', 51050],
    ['1.234,56', 123456],
    ['R$ 12,90', 1290],
    [' 0,01 ', 1],
  ])('%s is %d cents', (text, cents) => {
    expect(parseReaisInput(text)).toBe(cents);
  });

  it.each(['', 'abc', '12.5', '1,234', '12,345', '-5', '1.23,00'])('%s is not an amount', (text) => {
    expect(parseReaisInput(text)).toBeNull();
  });

  it('starts the field with the paid amount, which reads back the same', () => {
    expect(centsToReaisInput(51000)).toBe('510,00');
    expect(centsToReaisInput(1205)).toBe('12,05');
    expect(parseReaisInput(centsToReaisInput(98765))).toBe(98765);
  });
});
