import { can } from '@agulhadas/domain/permissions';
import { defineFunction, method } from '../http/define-function';
import { jsonResponse } from '../http/errors';
import { JsonText, jsonOnce, stringifyWithText } from '../lib/json-text';
import { ensureUser } from '../identity/ensure-user';
import { subscriptionViews } from '../services/billing/subscription-views';
import { trialDaysFor } from '../services/billing/trial-eligibility';
import { alertGroupsTextOf } from '../store/alerts';
import { users } from '../store/users';

const NAME_CLAIM = 'name';

/** GET /api/getUserInfo: everything the session needs about the signed-in user. Writes nothing once the user exists. */
export const getUserInfo = defineFunction({
  name: 'getUserInfo',
  methods: {
    GET: method({
      access: 'user',
      handler: async ({ caller, principal, store, now }) => {
        if (!caller || !principal) throw new Error('user access without caller');
        const name = principal.claims?.find((claim) => claim.typ === NAME_CLAIM)?.val ?? '';
        // A read writes nothing: sign-in (GetRoles) keeps the user document; only a user it never saw is created here.
        const [stored] = await users(store).findReadOnly({ _id: caller.userId }, { limit: 1 });
        const user = stored ?? (await ensureUser(store, { userId: caller.userId, email: caller.email, name }, now));
        const [assinaturas, alertGroups] = await Promise.all([
          subscriptionViews(store, caller.userId, caller.subscriptions),
          alertGroupsTextOf(store, caller.userId),
        ]);
        const userInvoices = assinaturas
          .flatMap((subscription) => subscription.invoices)
          .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
        const body = {
          userId: caller.userId,
          email: user.email,
          displayName: user.name,
          roles: caller.roles,
          // Read-only documents' parts: their JSON is written once per stored version (a user's notes and alerts are
          // most of the answer, and repeat call after call).
          favorites: jsonOnce(user.favorites),
          comments: jsonOnce(user.comments),
          alerts: alertGroups,
          devices: user.telegram ? [user.telegram] : [],
          telegram: user.telegram,
          assinaturas,
          invoices: userInvoices,
          invoiceAddress: user.invoiceAddress,
          options: user.options,
          userKey: can(caller.roles, 'userKey:show') ? user.userKey : null,
          // What a plain checkout would grant now (no voucher, no promo): the plans page shows the trial only then.
          trialDays: await trialDaysFor(store, caller, { hasVoucher: false, isPromo30: false }),
        };
        return jsonResponse(200, new JsonText(stringifyWithText(body)!));
      },
    }),
  },
});
