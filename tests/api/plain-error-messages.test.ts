import fc from 'fast-check';
import type { Principal } from '../../api/src/http/principal';
import { FIELD_LABELS } from '@agulhadas/domain/validation/field-labels';
import { call } from '../support/api-client';
import {
  allCredentials,
  label,
  methodsUnderTest,
  userWithLevel,
  type MethodUnderTest,
} from '../security/support/function-table';
import { allPaths, setAt } from '../security/support/json-paths';
import { recordingStore } from '../security/support/recording-store';
import { callMethod, seedKnownAsset, validRequest } from '../security/support/requests';
import { allSchemaKeys, objectKeys } from '../security/support/schema-arbitrary';

/**
 * Whatever malformed body or query reaches a function, the refusal a screen may show is plain Portuguese: it never
 * carries a key of the method's schema (an identifier such as hasVoucher, subId or quantity), a path such as
 * items.0.quantity, or 'undefined'. A key that is itself the Portuguese word users see (nome, plano) may appear.
 */
const methods = methodsUnderTest();
const WRONG_VALUES: unknown[] = [undefined, null, 12345, -1, 'x', '', [], {}, true, 'undefined'.repeat(40)];
const WHOLE_BODIES: unknown[] = [null, 5, 'texto', [], {}, [{}], { '': 1 }];
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);

let vip: Principal;
beforeAll(async () => {
  const store = await recordingStore();
  await seedKnownAsset(store);
  vip = await userWithLevel(store, 'VIP', 'plain');
  await call('getUserInfo', { as: vip });
});

/** The schema keys that would betray an identifier: all but those already plain words for users. */
function forbiddenTokens(m: MethodUnderTest): Set<string> {
  const keys = new Set<string>();
  for (const schema of [m.view.body, m.view.query]) if (schema) for (const key of allSchemaKeys(schema)) keys.add(key);
  return new Set(
    [...keys].filter((key) => FIELD_LABELS[key] !== key && key.length > 1).map((key) => key.toLowerCase()),
  );
}

/** The problems of one refusal's message, empty when it reads as plain Portuguese. */
function problemsOf(message: unknown, forbidden: Set<string>): string[] {
  if (typeof message !== 'string' || message.trim() === '') return ['no message'];
  const problems: string[] = [];
  if (/undefined/i.test(message)) problems.push("says 'undefined'");
  if (/\w+\.\d+(\.\w+)?/.test(message)) problems.push('shows a path');
  const tokens = message.match(/[A-Za-z_$][A-Za-z0-9_$]*/g) ?? [];
  for (const token of tokens) if (forbidden.has(token.toLowerCase())) problems.push(`names the identifier ${token}`);
  return problems;
}

async function refusalProblems(
  m: MethodUnderTest,
  request: { body?: unknown; query?: Record<string, string> },
  context: string,
): Promise<string[]> {
  const result = await callMethod(m, { ...validRequest(m), ...request, as: vip, headers: allCredentials() });
  if (result.status < 400 || result.status >= 500) return [];
  return problemsOf((result.body as { error?: unknown } | null)?.error, forbiddenTokens(m)).map(
    (problem) => `${context} → ${result.status} "${String((result.body as { error?: unknown }).error)}": ${problem}`,
  );
}

const withBody = methods.filter((m) => m.view.body);
const withQuery = methods.filter((m) => m.view.query);

describe.each(withBody.map((m) => [label(m), m] as const))('%s', (_name, m) => {
  it('answers a malformed body in plain Portuguese, without identifiers, paths or undefined', async () => {
    const { body } = validRequest(m);
    const problems: string[] = [];
    for (const path of allPaths(body)) {
      for (const value of WRONG_VALUES)
        problems.push(
          ...(await refusalProblems(
            m,
            { body: setAt(body, path, value) },
            `${path.join('.')}=${JSON.stringify(value) ?? 'missing'}`,
          )),
        );
    }
    for (const whole of WHOLE_BODIES)
      problems.push(...(await refusalProblems(m, { body: whole }, `body=${JSON.stringify(whole)}`)));
    const keys = objectKeys(m.view.body!);
    if (keys.length) {
      await fc.assert(
        fc.asyncProperty(
          fc.dictionary(fc.constantFrom(...keys), fc.jsonValue(), { maxKeys: keys.length }),
          async (sent) => {
            problems.push(...(await refusalProblems(m, { body: sent }, `body=${JSON.stringify(sent).slice(0, 120)}`)));
          },
        ),
        { numRuns: RUNS, seed: 20261126 },
      );
    }
    expect(problems).toEqual([]);
  });
});

describe.each(withQuery.map((m) => [label(m), m] as const))('%s query', (_name, m) => {
  it('answers a malformed query in plain Portuguese, without identifiers, paths or undefined', async () => {
    const { query = {} } = validRequest(m);
    const problems: string[] = [];
    for (const key of objectKeys(m.view.query!)) {
      const { [key]: _dropped, ...without } = query;
      problems.push(...(await refusalProblems(m, { query: without }, `?${key} missing`)));
      for (const value of ['', 'x', '-1', '{"$gt":""}', 'x'.repeat(300)])
        problems.push(
          ...(await refusalProblems(m, { query: { ...query, [key]: value } }, `?${key}=${value.slice(0, 20)}`)),
        );
    }
    expect(problems).toEqual([]);
  });
});
