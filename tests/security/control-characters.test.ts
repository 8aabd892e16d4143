import type { Principal } from '../../api/src/http/principal';
import { call } from '../support/api-client';
import { allCredentials, label, methodsUnderTest, userWithLevel, type MethodUnderTest } from './support/function-table';
import { allPaths, allStrings, getAt, setAt, type JsonPath } from './support/json-paths';
import { changedDocuments, recordingStore, unchangedBy, type RecordingStore } from './support/recording-store';
import { callMethod, expectJsonError, seedKnownAsset, validRequest } from './support/requests';

/**
 * Invisible characters in every text field of every body, sent by a signed-in VIP holding every service credential:
 * each is refused (400, nothing changed) or, where a schema accepts the field without keeping it, never stored.
 * The walk reads the function table, so text fields added later are covered without editing this suite.
 */
const CHARACTERS: Readonly<Record<string, string>> = {
  NUL: '\u0000',
  BEL: '\u0007',
  ESC: '\u001b',
  DEL: '\u007f',
  NEL: '\u0085',
  RLO: '\u202e',
  LRI: '\u2066',
  RLM: '\u200f',
  'U+2028': '\u2028',
  'U+2029': '\u2029',
  'lone surrogate': '\ud800',
};
const REFUSAL = /contém caracteres não permitidos\.$/;

/** Text fields users type today, each of which must be refused by the rule itself (not by a format it breaks). */
const TYPED_FIELDS = [
  'POST /api/updateInvoiceAddress invoiceAddress.nome',
  'POST /api/updateInvoiceAddress invoiceAddress.endereco',
  'POST /api/updateInvoiceAddress invoiceAddress.telefone',
  'POST /api/syncFavorites listName',
  'POST /api/getComments comment',
  'POST /api/userAlerts alertConfig.message',
  'PUT /api/userAlerts alertConfig.message',
  'POST /api/catchEmail plano',
  'POST /api/catchEmail nome',
  'POST /api/sendEmail name',
  'POST /api/sendEmail subject',
  'POST /api/sendEmail data.nome',
  'POST /api/sendEmail data.corretora',
  'POST /api/sendEmail data.mudanca',
  'POST /api/grantBrokerPlan admin',
  'POST /api/pushSubscriptions label',
];

const methods = methodsUnderTest().filter((m) => m.view.body);
let store: RecordingStore;
let vip: Principal;
const refusedByRule = new Set<string>();

beforeAll(async () => {
  store = await recordingStore();
  await seedKnownAsset(store);
  vip = await userWithLevel(store, 'VIP', 'chars');
  await call('getUserInfo', { as: vip }); // signs the user in (creates the user document)
});

const send = (m: MethodUnderTest, body: unknown) =>
  callMethod(m, { ...validRequest(m), body, as: vip, headers: allCredentials() });

/** The field's valid value with the character in the middle of it (alone when the value is empty). */
function withCharacter(value: string, character: string): string {
  const middle = Math.ceil(value.length / 2);
  return `${value.slice(0, middle)}${character}${value.slice(middle)}`;
}

const textPaths = (body: unknown): JsonPath[] => allPaths(body).filter((path) => typeof getAt(body, path) === 'string');

describe.each(methods.map((m) => [label(m), m] as const))('%s', (_name, m) => {
  it('refuses control characters, bidi controls, separators and lone surrogates in every text field, or never stores them', async () => {
    const { body } = validRequest(m);
    for (const path of textPaths(body)) {
      const field = `${label(m)} ${path.join('.')}`;
      for (const [name, character] of Object.entries(CHARACTERS)) {
        const sent = setAt(body, path, withCharacter(String(getAt(body, path)), character));
        const context = `${field} with ${name}`;
        if (m.view.body?.safeParse(sent).success) {
          const before = await store.snapshot();
          const result = await send(m, sent);
          if (result.status >= 500) throw new Error(`${context}: ${result.status} ${result.text}`);
          const earlier = new Set(allStrings([...before.values()].map((documents) => [...documents.values()])));
          const stored = allStrings(changedDocuments(before, await store.snapshot())).find(
            (text) => text.includes(character) && !earlier.has(text),
          );
          if (stored !== undefined) throw new Error(`${context}: accepted and stored ${JSON.stringify(stored)}`);
          continue;
        }
        const result = await unchangedBy(store, () => send(m, sent));
        expectJsonError(result, 400, context);
        if (REFUSAL.test(String((result.body as { error?: unknown }).error))) refusedByRule.add(field);
      }
    }
  });
});

describe('the fields users type', () => {
  it('are each refused by the rule, with a message naming the field', () => {
    expect(TYPED_FIELDS.filter((field) => !refusedByRule.has(field))).toEqual([]);
  });
});
