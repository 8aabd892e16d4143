import { beforeEach, describe, expect, it } from '@jest/globals';
import { overrideConfig } from '../../api/src/config';
import { renderEmail } from '../../local/src/stand-ins/email/render-email';
import { auditLog, OLDEST_FIRST } from '../../api/src/store/audit-log';
import { outboxEmails } from '@agulhadas/delivery/queue/outbox-emails';
import { pendingGrants } from '../../api/src/store/pending-grants';
import { subscriptions } from '../../api/src/store/subscriptions';
import type { Store } from '../../api/src/store/types';
import type { UserInfo } from '@agulhadas/domain/user-info';
import { call, freshStore } from '../support/api-client';
import { ADMIN_KEY, ana, commerceConfig, snapshot } from './commerce-support';

const ROLES_SECRET = 'roles-secret-for-grant-tests';

/** A date some days ahead as YYYY-MM-DD, the last second of that day in Brasília (UTC-3), and how e-mails print it. */
function daysAhead(days: number) {
  const day = new Date(Date.now() + days * 86_400_000);
  const iso = day.toISOString().slice(0, 10);
  const [year, month, date] = iso.split('-').map(Number);
  return {
    iso,
    expiry: Date.UTC(year!, month! - 1, date! + 1, 3) / 1000 - 1,
    shown: `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`,
  };
}

const grant = (body: object, key: string | null = ADMIN_KEY) =>
  call<{ status?: string; userId?: string | null; expiry?: number; error?: string }>('grantBrokerPlan', {
    method: 'POST',
    headers: key === null ? {} : { 'x-admin-key': key },
    body,
  });

const rolesOf = async (as = ana) => (await call<UserInfo>('getUserInfo', { as })).body.roles;
const firstSignIn = (userId: string, email: string) =>
  call<{ roles: string[] }>('GetRoles', {
    method: 'POST',
    headers: { 'x-roles-source-secret': ROLES_SECRET },
    body: { identityProvider: 'kinde', userId, userDetails: email, claims: [] },
  });

/** Everything a grant call may write. */
async function everything(store: Store): Promise<string> {
  const extra = await Promise.all(
    ['audit_log', 'pending_grants', 'outbox_emails'].map((name) =>
      store
        .collection(name)
        .find({}, { sort: { _id: 1 } })
        .toArray(),
    ),
  );
  return (await snapshot(store)) + JSON.stringify(extra);
}

describe('POST /api/grantBrokerPlan', () => {
  let store: Store;
  const until = daysAhead(60);
  beforeEach(async () => {
    store = await freshStore();
    commerceConfig();
    overrideConfig({ rolesSourceSecret: ROLES_SECRET });
    await call('getUserInfo', { as: ana });
  });

  it('grants VIPCORRETORA to an account until the end of the given day, e-mails the link to /assinou?content=corretora, audits it', async () => {
    const res = await grant({ email: 'Ana@Test.Agulhadas.app', action: 'grant', expiresAt: until.iso, admin: 'Marta' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'granted', userId: 'kp_ana', expiry: until.expiry });
    expect(await subscriptions(store).findOne({ userId: 'kp_ana' })).toMatchObject({
      subId: 'corretora_kp_ana',
      level: 'VIPCORRETORA',
      status: 'active',
      expiry: until.expiry,
    });
    expect(await rolesOf()).toContain('VIPCORRETORA');
    const info = await call<UserInfo>('getUserInfo', { as: ana });
    expect(info.body.assinaturas).toEqual([expect.objectContaining({ level: 'VIPCORRETORA', status: 'active' })]);

    const mails = await outboxEmails(store).find({ template: 'broker-plan-granted' }).toArray();
    expect(mails).toHaveLength(1);
    const { to, subject, text } = renderEmail(mails[0]!);
    expect(to).toBe('ana@test.agulhadas.app');
    expect(subject).toBe('Seu plano VIPCORRETORA no Agulhadas foi liberado');
    expect(text).toContain(`liberada até ${until.shown}`);
    expect(text).toContain('https://agulhadas.test/assinou?content=corretora');

    // The same grant again: one more audit entry (before = after), no second e-mail.
    expect((await grant({ email: 'ana@test.agulhadas.app', action: 'grant', expiresAt: until.iso })).status).toBe(200);
    expect(await outboxEmails(store).countDocuments({ template: 'broker-plan-granted' })).toBe(1);
    const audit = await auditLog(store).find({}, { sort: OLDEST_FIRST }).toArray();
    expect(audit).toEqual([
      expect.objectContaining({
        who: 'Marta',
        what: 'broker-plan-granted',
        email: 'ana@test.agulhadas.app',
        userId: 'kp_ana',
        before: null,
        after: { level: 'VIPCORRETORA', status: 'active', expiry: until.expiry },
      }),
      expect.objectContaining({
        who: 'admin-key',
        what: 'broker-plan-granted',
        before: { level: 'VIPCORRETORA', status: 'active', expiry: until.expiry },
      }),
    ]);
  });

  it('a removal ends it now (role gone), audited; removing again is 404 and changes nothing', async () => {
    await grant({ email: 'ana@test.agulhadas.app', action: 'grant', expiresAt: until.iso });
    const before = Math.floor(Date.now() / 1000);
    const res = await grant({ email: 'ana@test.agulhadas.app', action: 'remove', admin: 'Marta' });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('removed');
    const sub = await subscriptions(store).findOne({ subId: 'corretora_kp_ana' });
    expect(sub?.status).toBe('cancelled');
    expect(sub?.expiry).toBeGreaterThanOrEqual(before);
    expect(sub?.expiry).toBeLessThanOrEqual(before + 5);
    expect(await rolesOf()).not.toContain('VIPCORRETORA');
    expect(await auditLog(store).findOne({ what: 'broker-plan-removed' })).toMatchObject({
      who: 'Marta',
      userId: 'kp_ana',
      before: { level: 'VIPCORRETORA', status: 'active', expiry: until.expiry },
      after: { level: 'VIPCORRETORA', status: 'cancelled', expiry: sub?.expiry },
    });
    const unchanged = await everything(store);
    const again = await grant({ email: 'ana@test.agulhadas.app', action: 'remove' });
    expect(again.status).toBe(404);
    expect(again.body.error).toBe('Este e-mail não tem plano VIPCORRETORA para remover.');
    expect(await everything(store)).toBe(unchanged);
  });

  it('an e-mail without an account gets a pending grant (e-mailed), applied at its first sign-in and audited', async () => {
    const res = await grant({
      email: 'Nova.Trader@Exemplo.app',
      action: 'grant',
      expiresAt: until.iso,
      admin: 'Marta',
    });
    expect(res.body).toMatchObject({ status: 'pending', userId: null });
    expect(await pendingGrants(store).findOne({ _id: 'nova.trader@exemplo.app' })).toMatchObject({
      level: 'VIPCORRETORA',
      expiry: until.expiry,
      grantedBy: 'Marta',
    });
    expect(await outboxEmails(store).findOne({ template: 'broker-plan-granted' })).toMatchObject({
      to: 'nova.trader@exemplo.app',
      userId: '',
    });
    const signIn = await firstSignIn('kp_nova', 'nova.trader@exemplo.app');
    expect(signIn.body.roles).toContain('VIPCORRETORA');
    expect(await pendingGrants(store).countDocuments({})).toBe(0);
    expect(await subscriptions(store).findOne({ userId: 'kp_nova' })).toMatchObject({
      level: 'VIPCORRETORA',
      status: 'active',
      expiry: until.expiry,
    });
    expect(await auditLog(store).findOne({ what: 'broker-plan-pending-applied' })).toMatchObject({
      who: 'Marta',
      email: 'nova.trader@exemplo.app',
      userId: 'kp_nova',
      before: null,
    });
    // A later sign-in applies nothing again.
    expect((await firstSignIn('kp_nova', 'nova.trader@exemplo.app')).status).toBe(200);
    expect(await auditLog(store).countDocuments({ what: 'broker-plan-pending-applied' })).toBe(1);
  });

  it('a pending grant removed before the sign-in, or expired by then, gives nothing', async () => {
    await grant({ email: 'tarde@exemplo.app', action: 'grant', expiresAt: until.iso });
    expect((await grant({ email: 'tarde@exemplo.app', action: 'remove' })).body.status).toBe('removed');
    expect(await auditLog(store).findOne({ what: 'broker-plan-pending-removed' })).toMatchObject({
      email: 'tarde@exemplo.app',
      before: { status: 'pending', expiry: until.expiry },
      after: null,
    });
    expect((await firstSignIn('kp_tarde', 'tarde@exemplo.app')).body.roles).not.toContain('VIPCORRETORA');

    const soon = new Date(Date.now() + 60_000).toISOString();
    await grant({ email: 'expira@exemplo.app', action: 'grant', expiresAt: soon });
    await pendingGrants(store).updateOne(
      { _id: 'expira@exemplo.app' },
      { $set: { expiry: Math.floor(Date.now() / 1000) - 1 } },
    );
    expect((await firstSignIn('kp_expira', 'expira@exemplo.app')).body.roles).not.toContain('VIPCORRETORA');
    expect(await subscriptions(store).countDocuments({ userId: 'kp_expira' })).toBe(0);
  });

  it.each([
    [
      'no admin key',
      { email: 'ana@test.agulhadas.app', action: 'grant', expiresAt: until.iso },
      null,
      401,
      'Chave de administração inválida.',
    ],
    [
      'a wrong admin key',
      { email: 'ana@test.agulhadas.app', action: 'grant', expiresAt: until.iso },
      'wrong-admin-key-0000',
      401,
      'Chave de administração inválida.',
    ],
    [
      'a malformed e-mail',
      { email: 'ana@', action: 'grant', expiresAt: until.iso },
      ADMIN_KEY,
      400,
      'Informe um e-mail válido.',
    ],
    [
      'an unknown action',
      { email: 'ana@test.agulhadas.app', action: 'extend', expiresAt: until.iso },
      ADMIN_KEY,
      400,
      "A ação deve ser 'grant' (conceder) ou 'remove' (remover).",
    ],
    [
      'a grant without expiry',
      { email: 'ana@test.agulhadas.app', action: 'grant' },
      ADMIN_KEY,
      400,
      'Informe a data de expiração para conceder o plano.',
    ],
    [
      'a date that is not one',
      { email: 'ana@test.agulhadas.app', action: 'grant', expiresAt: '31/12/2030' },
      ADMIN_KEY,
      400,
      'Data de expiração inválida: use AAAA-MM-DD.',
    ],
    [
      'a past date',
      { email: 'ana@test.agulhadas.app', action: 'grant', expiresAt: '2020-01-31' },
      ADMIN_KEY,
      400,
      'A data de expiração precisa ser futura.',
    ],
  ])('refuses %s, changing nothing', async (_case, body, key, status, message) => {
    const before = await everything(store);
    const res = await grant(body, key);
    expect(res.status).toBe(status);
    expect(res.body.error).toContain(message);
    expect(await everything(store)).toBe(before);
  });
});
