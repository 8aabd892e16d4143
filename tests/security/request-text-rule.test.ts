import { describe, expect, it } from '@jest/globals';
import { label, methodsUnderTest } from './support/function-table';
import { allPaths, getAt, setAt } from './support/json-paths';
import { validRequest } from './support/requests';

/**
 * Every string field of every request body schema of the function table refuses NUL, BEL and the RLO override at the
 * schema itself: a field is refused whether or not its handler would store it, so a field added later cannot forget
 * the shared text rule. The walk reads the function table, so bodies added later are covered without editing this.
 */
const CHARACTERS = { NUL: '\u0000', BEL: '\u0007', RLO: '\u202e' };

/**
 * Fields no person types into this product: the identity provider's data the platform posts at each sign-in. Refusing
 * them would refuse the sign-in; the name is put on one line instead, and the e-mail read from them is checked as an
 * address.
 */
const EXCEPTIONS: Readonly<Record<string, RegExp>> = {
  'POST /api/GetRoles': /^(userDetails|claims\.\d+\.val)$/,
};

const methods = methodsUnderTest().filter((m) => m.view.body);

describe('every string field of every request body', () => {
  it('covers the bodies of the function table', () => {
    expect(methods.map(label)).toEqual(
      expect.arrayContaining(['POST /api/pushSubscriptions', 'POST /api/getComments', 'POST /api/sendEmail']),
    );
  });

  it.each(methods.map((m) => [label(m), m] as const))(
    '%s refuses NUL, BEL and RLO in each of its string fields',
    (_name, m) => {
      const schema = m.view.body!;
      const { body } = validRequest(m);
      const accepted: string[] = [];
      const excepted = EXCEPTIONS[label(m)];
      for (const path of allPaths(body).filter(
        (at) => typeof getAt(body, at) === 'string' && !excepted?.test(at.join('.')),
      )) {
        const value = String(getAt(body, path));
        for (const [name, character] of Object.entries(CHARACTERS)) {
          const middle = Math.ceil(value.length / 2);
          if (
            schema.safeParse(setAt(body, path, `${value.slice(0, middle)}${character}${value.slice(middle)}`)).success
          )
            accepted.push(`${path.join('.')} with ${name}`);
        }
      }
      expect(accepted).toEqual([]);
    },
  );
});
