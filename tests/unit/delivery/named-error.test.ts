import vm from 'node:vm';
import { isNamedError } from '@agulhadas/delivery/errors/named-error';

describe('isNamedError', () => {
  test('an error whose name is one of those asked for', () => {
    const timeout = new DOMException('too slow', 'TimeoutError');
    expect(isNamedError(timeout, 'TimeoutError')).toBe(true);
    expect(isNamedError(timeout, 'AbortError', 'TimeoutError')).toBe(true);
    expect(isNamedError(timeout, 'AbortError')).toBe(false);
  });

  test('an error from another realm, which instanceof does not recognise', () => {
    const foreign: unknown = vm.runInNewContext(
      "(() => { const e = new Error('aborted'); e.name = 'AbortError'; e.cause = { name: 'TimeoutError' }; return e; })()",
    );
    expect(foreign instanceof Error).toBe(false);
    expect(isNamedError(foreign, 'AbortError')).toBe(true);
    expect(isNamedError(foreign, 'AbortError') && isNamedError(foreign.cause, 'TimeoutError')).toBe(true);
  });

  test('what is not an error so named', () => {
    for (const value of [
      null,
      undefined,
      'TimeoutError',
      42,
      {},
      { name: 7 },
      { message: 'TimeoutError' },
      new Error('TimeoutError'),
    ]) {
      expect(isNamedError(value, 'TimeoutError')).toBe(false);
    }
    expect(isNamedError(new DOMException('x', 'TimeoutError'))).toBe(false);
  });
});
