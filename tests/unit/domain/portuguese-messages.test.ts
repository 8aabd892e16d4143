import { z } from 'zod';
import { describeFieldPath, firstIssueText } from '@agulhadas/domain/validation/portuguese-messages';
import { ApiError, NO_CONNECTION, apiFetch } from '../../../src/lib/api';

describe('validation messages in Portuguese', () => {
  it('zod answers in Brazilian Portuguese with the field named in Portuguese', () => {
    const schema = z.object({ listId: z.number().min(1), id: z.uuid() });
    expect(firstIssueText(schema.safeParse({ listId: 0, id: crypto.randomUUID() }).error!)).toBe(
      'lista: Pequeno demais: esperava que o número fosse >= 1',
    );
    expect(firstIssueText(schema.safeParse({ listId: 1, id: 'x' }).error!)).toBe(
      'identificador: Formato do UUID inválido',
    );
  });

  it('paths count positions from 1 and keep unknown keys as they are', () => {
    expect(describeFieldPath(['items', 3, 'candles', 0, 'close'])).toBe('itens › 4 › candles › 1 › fechamento');
    expect(describeFieldPath(['qualquer'])).toBe('qualquer');
  });
});

describe("apiFetch never shows the browser's English errors", () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('a network failure is a Portuguese ApiError', async () => {
    global.fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(apiFetch('/api/x')).rejects.toEqual(new ApiError(0, NO_CONNECTION));
  });

  it('a non-JSON answer (a proxy error page) is a Portuguese ApiError with its status', async () => {
    global.fetch = () => Promise.resolve(new Response('<html>Bad Gateway</html>', { status: 502 }));
    const error = (await apiFetch('/api/x').catch((failure: unknown) => failure)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(502);
    expect(error.message).toBe('O servidor respondeu de forma inesperada. Tente novamente em instantes.');
  });
});
