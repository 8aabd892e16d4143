import { z } from 'zod';
import { deriveRoles } from '@agulhadas/domain/identity/derive-roles';
import { emailFromIdentity } from '@agulhadas/domain/identity/email-from-identity';
import { toOneLine } from '@agulhadas/domain/validation/forbidden-characters';
import { allowedCharacters, oneLineText } from '@agulhadas/domain/validation/text-schemas';
import { config } from '../config';
import { defineFunction, method } from '../http/define-function';
import { jsonResponse, unauthorized } from '../http/errors';
import { USER_ID_PATTERN } from '../http/principal';
import { secretMatches } from '../http/secret-matches';
import { ADMIN_ROLE, isListedAdmin } from '../identity/admin-list';
import { ensureUser } from '../identity/ensure-user';
import { subscriptionsOf } from '../store/subscriptions';

/**
 * SWA `auth.rolesSource`: called by the platform at each sign-in with the identity provider's
 * data; stores the e-mail read from its claims (emailFromIdentity) and answers the roles from the
 * user's usable subscriptions, plus `admin` for a listed admin. Locally the front calls it with
 * the shared secret; in Azure, SWA makes the route unreachable from browsers.
 */
const rolesRequest = z.object({
  identityProvider: oneLineText('O provedor de identidade', 64),
  userId: z.string().min(1).max(128).regex(USER_ID_PATTERN, 'Identidade inválida.'),
  // The user's details and a claim's value are the provider's data, not typed here: refusing them would refuse the
  // sign-in (see below).
  userDetails: z.string().max(256).default(''),
  claims: z
    .array(z.object({ typ: oneLineText('O tipo de dado', 512), val: z.string() }))
    .max(200)
    .default([]),
  accessToken: z.string().check(allowedCharacters('O token')).optional(),
});

const NAME_CLAIMS = ['name', 'given_name', 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/name'];

/** In Azure no secret is configured: SWA alone can reach the function. */
function fromPlatform(given: string | null): boolean {
  const expected = config().rolesSourceSecret;
  return expected === '' || secretMatches(given, expected);
}

export const getRoles = defineFunction({
  name: 'GetRoles',
  internal: true,
  methods: {
    POST: method({
      access: 'self',
      body: rolesRequest,
      handler: async ({ request, body, store, now }) => {
        if (!fromPlatform(request.headers.get('x-roles-source-secret'))) throw unauthorized();
        // The provider's name is not typed here and refusing it would refuse the sign-in: it is put on one line instead,
        // as it reaches e-mail greetings.
        const name = toOneLine(body.claims.find((claim) => NAME_CLAIMS.includes(claim.typ))?.val ?? '');
        const email = emailFromIdentity(body.userDetails, body.claims);
        await ensureUser(store, { userId: body.userId, email, name }, now);
        const roles = deriveRoles(body.userId, await subscriptionsOf(store, body.userId), now);
        // The role lets SWA serve /admin and the back-office API to this session; each back-office call still checks the list.
        if (await isListedAdmin(store, body.userId, now)) roles.push(ADMIN_ROLE);
        return jsonResponse(200, { roles });
      },
    }),
  },
});
