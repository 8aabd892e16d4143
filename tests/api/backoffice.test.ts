import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { overrideConfig } from '../../api/src/config';
import { overrideApiClock } from '../../api/src/http/define-function';
import type { Principal } from '../../api/src/http/principal';
import { renderEmail } from '../../local/src/stand-ins/email/render-email';
import { admins } from '../../api/src/store/admins';
import { auditLog, OLDEST_FIRST } from '../../api/src/store/audit-log';
import { invoices } from '../../api/src/store/invoices';
import { pendingGrants } from '../../api/src/store/pending-grants';
import { promoEligible } from '../../api/src/store/promo-eligible';
import { subscriptions } from '../../api/src/store/subscriptions';
import type { Store } from '../../api/src/store/types';
import { users } from '../../api/src/store/users';
import { outboxEmails } from '@agulhadas/delivery/queue/outbox-emails';
import { telegramQueue } from '@agulhadas/delivery/queue/telegram-queue';
import { call, freshStore, principalFor } from '../support/api-client';
import { expectAdminOnly } from './admin-refusals';
import { bia, commerceConfig, snapshot } from './commerce-support';

/** A document written as tests arrange it, in any collection. */
type RawDoc = { _id: string } & Record<string, unknown>;

const ROLES_SECRET = 'roles-secret-for-backoffice-tests';
const address = { nome: 'Bia Lima', endereco: 'Rua B, 2 — Recife', telefone: '(81) 91234-5678' };

/** A signed-in admin: the session carries the role SWA gives a listed admin. */
const asAdmin = (userId: string, email: string): Principal => principalFor(userId, email, ['admin']);
const alice = asAdmin('kp_alice', 'alice@test.agulhadas.app');
const bruno = asAdmin('kp_bruno', 'bruno@test.agulhadas.app');
const carla = asAdmin('kp_carla', 'carla@test.agulhadas.app');

const signIn = (userId: string, email: string) =>
  call<{ roles: string[] }>('GetRoles', {
    method: 'POST',
    headers: { 'x-roles-source-secret': ROLES_SECRET },
    body: { identityProvider: 'kinde', userId, userDetails: email, claims: [] },
  });

/** Bia buys a VIP quarter by PIX: a pending invoice waits for an admin. */
async function pendingPix(): Promise<string> {
  const bought = await call<{ subId: string }>('createPaidService', {
    method: 'POST',
    as: bia,
    body: { metadata: { price: 51000, plan: 'vip_3', period: '3M' }, invoiceAddress: address },
  });
  expect(
    (
      await call('createInvoice', {
        method: 'POST',
        as: bia,
        body: { assinatura: bought.body.subId, invoiceAddress: address, payWith: 'pix' },
      })
    ).status,
  ).toBe(200);
  return bought.body.subId;
}

/** Everything a back-office call may write. */
async function everything(store: Store): Promise<string> {
  const extra = await Promise.all(
    ['audit_log', 'admins', 'outbox_emails', 'telegram_queue', 'pending_grants', 'promo_eligible', 'once_grants'].map(
      (name) =>
        store
          .collection(name)
          .find({}, { sort: { _id: 1 } })
          .toArray(),
    ),
  );
  return (await snapshot(store)) + JSON.stringify(extra);
}

const post = (route: string, as: Principal | undefined, body: object, method = 'POST') =>
  call<{ error?: string; message?: string; alreadyHandled?: boolean }>(route, { method, as, body });

describe('the back office', () => {
  let store: Store;
  beforeEach(async () => {
    store = await freshStore();
    commerceConfig();
    overrideConfig({ rolesSourceSecret: ROLES_SECRET, adminUserIds: ['kp_alice'] });
    await call('getUserInfo', { as: bia });
    await users(store).updateOne({ _id: 'kp_bia' }, { $set: { telegram: { id: '777001', active: true } } });
    await signIn('kp_alice', 'alice@test.agulhadas.app');
    await signIn('kp_bruno', 'bruno@test.agulhadas.app');
  });
  afterEach(() => overrideApiClock(null));

  it('ADMIN_USER_IDS lists the first admins while the list is empty; the roles function gives them the admin role, nobody else', async () => {
    expect((await signIn('kp_alice', 'alice@test.agulhadas.app')).body.roles).toContain('admin');
    expect((await signIn('kp_bruno', 'bruno@test.agulhadas.app')).body.roles).not.toContain('admin');
    expect(await admins(store).find({}).toArray()).toEqual([
      expect.objectContaining({ _id: 'kp_alice', email: 'alice@test.agulhadas.app', addedBy: 'ADMIN_USER_IDS' }),
    ]);
  });

  it('lists a pending PIX payment with e-mail, plan, amount, txid and age; confirming activates the plan, tells the payer, writes the trail; a second click changes nothing', async () => {
    const subId = await pendingPix();
    const listed = await call<{ payments: Array<Record<string, unknown>> }>('backoffice/pendingPayments', {
      as: alice,
    });
    expect(listed.status).toBe(200);
    expect(listed.body.payments).toEqual([
      expect.objectContaining({
        subId,
        email: 'bia@test.agulhadas.app',
        plan: 'VIP — 3 meses',
        amountCents: 51000,
        method: 'pix',
        ageMinutes: expect.any(Number),
      }),
    ]);
    const reference = listed.body.payments[0]!.reference as string;
    expect(reference).toMatch(/^[A-Za-z0-9]{1,25}$/);

    const first = await post('backoffice/confirmPayment', alice, { subId });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ alreadyHandled: false });
    expect(await subscriptions(store).findOne({ subId })).toMatchObject({ status: 'active' });
    expect((await call<{ roles: string[] }>('getUserInfo', { as: bia })).body.roles).toContain('VIP');
    expect((await call<{ payments: unknown[] }>('backoffice/pendingPayments', { as: alice })).body.payments).toEqual(
      [],
    );
    expect(await outboxEmails(store).countDocuments({ template: 'payment-confirmed' })).toBe(1);
    expect(await telegramQueue(store).countDocuments({ _id: `payment-confirmed:${subId}` })).toBe(1);
    const trail = await auditLog(store).find({ what: 'payment-confirmed' }).toArray();
    expect(trail).toEqual([
      expect.objectContaining({
        who: 'alice@test.agulhadas.app',
        adminUserId: 'kp_alice',
        email: 'bia@test.agulhadas.app',
        userId: 'kp_bia',
        target: subId,
        before: expect.objectContaining({ level: 'VIP', status: 'trialing' }),
        after: expect.objectContaining({ level: 'VIP', status: 'active', expiry: expect.any(Number) }),
      }),
    ]);

    const before = await everything(store);
    const second = await post('backoffice/confirmPayment', alice, { subId });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({
      alreadyHandled: true,
      message: 'Este pagamento já estava confirmado; nada mudou.',
    });
    expect(await everything(store)).toBe(before);
    // Confirmed money cannot be refused afterwards.
    expect((await post('backoffice/refusePayment', alice, { subId })).status).toBe(409);
  });

  it('refusing tells the payer by e-mail and Telegram, keeps the plan unpaid, writes the trail; a second click changes nothing', async () => {
    const subId = await pendingPix();
    const unpaid = await subscriptions(store).findOne({ subId });
    const refused = await post('backoffice/refusePayment', alice, { subId });
    expect(refused.status).toBe(200);
    expect(refused.body).toMatchObject({ alreadyHandled: false });
    // The plan is left as it was (its free days, if any, run on; nothing paid is activated).
    expect(await subscriptions(store).findOne({ subId })).toEqual(unpaid);
    expect(await invoices(store).findOne({ subId })).toMatchObject({ status: 'refused' });
    expect((await call<{ payments: unknown[] }>('backoffice/pendingPayments', { as: alice })).body.payments).toEqual(
      [],
    );
    const [mail] = await outboxEmails(store).find({ template: 'payment-refused' }).toArray();
    const { to, subject, text } = renderEmail(mail!);
    expect(to).toBe('bia@test.agulhadas.app');
    expect(subject).toContain('Pagamento recusado');
    expect(text).toContain('R$ 510,00 (PIX)');
    const [chat] = await telegramQueue(store)
      .find({ _id: { $regex: '^payment-refused:' } })
      .toArray();
    expect(chat?.text).toMatch(/^Pagamento recusado/);
    expect(await auditLog(store).findOne({ what: 'payment-refused' })).toMatchObject({
      adminUserId: 'kp_alice',
      target: subId,
      before: expect.objectContaining({ status: 'pending', method: 'pix' }),
      after: expect.objectContaining({ status: 'refused', method: 'pix' }),
    });
    const before = await everything(store);
    expect((await post('backoffice/refusePayment', alice, { subId })).body).toMatchObject({ alreadyHandled: true });
    expect(await everything(store)).toBe(before);
    // Bia pays again: a new invoice waits.
    expect(
      (
        await call('createInvoice', {
          method: 'POST',
          as: bia,
          body: { assinatura: subId, invoiceAddress: address, payWith: 'pix' },
        })
      ).status,
    ).toBe(200);
    expect(
      (await call<{ payments: unknown[] }>('backoffice/pendingPayments', { as: alice })).body.payments,
    ).toHaveLength(1);
  });

  it('adds an admin by e-mail, refuses the last one, and a removed admin is refused at once though the session still carries the role', async () => {
    expect((await post('backoffice/admins', alice, { account: 'ninguem@test.agulhadas.app' })).status).toBe(404);
    const added = await post('backoffice/admins', alice, { account: 'BRUNO@test.agulhadas.app' });
    expect(added.status).toBe(200);
    expect((await post('backoffice/admins', alice, { account: 'kp_bruno' })).body).toMatchObject({
      alreadyHandled: true,
    });
    expect((await call('backoffice/pendingPayments', { as: bruno })).status).toBe(200);
    expect((await signIn('kp_bruno', 'bruno@test.agulhadas.app')).body.roles).toContain('admin');
    const listed = await call<{ admins: Array<{ userId: string }> }>('backoffice/admins', { as: bruno });
    expect(listed.body.admins.map((admin) => admin.userId)).toEqual(['kp_alice', 'kp_bruno']);

    expect((await post('backoffice/admins', alice, { userId: 'kp_bruno' }, 'DELETE')).status).toBe(200);
    // Bruno's session still says 'admin': the list decides.
    const refused = await call<{ error: string }>('backoffice/pendingPayments', { as: bruno });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('Acesso restrito a administradores.');
    expect((await signIn('kp_bruno', 'bruno@test.agulhadas.app')).body.roles).not.toContain('admin');

    const before = await everything(store);
    const last = await post('backoffice/admins', alice, { userId: 'kp_alice' }, 'DELETE');
    expect(last.status).toBe(409);
    expect(last.body.error).toBe('Não é possível remover o último administrador.');
    expect(await everything(store)).toBe(before);
    // The setting does not bring back an admin removed while others are listed.
    expect((await signIn('kp_alice', 'alice@test.agulhadas.app')).body.roles).toContain('admin');

    const trail = await auditLog(store)
      .find({ what: { $in: ['admin-added', 'admin-removed'] } }, { sort: { at: 1, what: 1 } })
      .toArray();
    expect(trail).toEqual([
      expect.objectContaining({
        what: 'admin-added',
        adminUserId: 'kp_alice',
        target: 'kp_bruno',
        before: null,
        after: expect.objectContaining({ userId: 'kp_bruno' }),
      }),
      expect.objectContaining({
        what: 'admin-removed',
        adminUserId: 'kp_alice',
        target: 'kp_bruno',
        before: expect.objectContaining({ userId: 'kp_bruno' }),
        after: null,
      }),
    ]);
  });

  it.each([
    ['backoffice/pendingPayments', 'GET', undefined],
    ['backoffice/auditLog', 'GET', undefined],
    ['backoffice/admins', 'GET', undefined],
    ['backoffice/admins', 'POST', { account: 'bruno@test.agulhadas.app' }],
    ['backoffice/admins', 'DELETE', { userId: 'kp_alice' }],
    ['backoffice/confirmPayment', 'POST', { subId: 'SUBID' }],
    ['backoffice/refusePayment', 'POST', { subId: 'SUBID' }],
    ['backoffice/brokerGrants', 'GET', undefined],
    ['backoffice/brokerGrants', 'POST', { email: 'bia@test.agulhadas.app', corretora: 'XP', expiresAt: '2099-12-31' }],
    ['backoffice/brokerGrants', 'DELETE', { email: 'bia@test.agulhadas.app' }],
    ['backoffice/promoStudents', 'GET', undefined],
    ['backoffice/promoStudents', 'POST', { lista: 'novo@test.agulhadas.app', previa: false }],
    ['backoffice/promoStudents', 'DELETE', { email: 'bia@test.agulhadas.app' }],
    ['backoffice/users', 'GET', undefined],
    ['backoffice/user', 'GET', undefined],
    ['backoffice/waitlist', 'GET', undefined],
    ['backoffice/unlinkTelegram', 'POST', { userId: 'kp_bia' }],
    ['backoffice/removePushDevice', 'POST', { userId: 'kp_bia', deviceId: 'dev-bia' }],
    ['backoffice/userData', 'POST', { userId: 'kp_bia' }],
    ['backoffice/eraseUser', 'POST', { userId: 'kp_bia' }],
    ['backoffice/deliveries', 'GET', undefined],
    ['backoffice/resendEmail', 'POST', { emailId: 'mail-failed' }],
  ])(
    '%s %s: refused to anonymous callers (401), non-admins (403), a forged role without the list (403), a just-removed admin (403) and other sites (403), changing nothing',
    async (route, method, body) => {
      const subId = await pendingPix();
      // Carla was an admin a moment ago; her session still carries the role.
      await signIn('kp_carla', 'carla@test.agulhadas.app');
      expect((await post('backoffice/admins', alice, { account: 'kp_carla' })).status).toBe(200);
      expect((await post('backoffice/admins', alice, { userId: 'kp_carla' }, 'DELETE')).status).toBe(200);
      const realBody = body && 'subId' in body ? { subId } : body;
      const query: Record<string, string> | undefined =
        route === 'backoffice/users'
          ? { email: 'bia' }
          : route === 'backoffice/user'
            ? { userId: 'kp_bia' }
            : undefined;
      const before = await everything(store);
      await expectAdminOnly({ route, method, body: realBody, query, admin: alice, unlisted: bruno, removed: carla });
      expect(await everything(store)).toBe(before);
    },
    // Each case compares a snapshot of every collection before and after four calls: slow on a loaded runner.
    20_000,
  );

  it('grants VIPCORRETORA to an account and to an e-mail without one, lists both, extends, removes; repeats change nothing; the trail names the admin', async () => {
    const nextYear = new Date().getUTCFullYear() + 1;
    const granted = await post('backoffice/brokerGrants', alice, {
      email: 'Bia@test.agulhadas.app',
      corretora: 'Corretora Alfa',
      expiresAt: `${nextYear}-06-30`,
    });
    expect(granted.body).toMatchObject({
      alreadyHandled: false,
      message: 'Plano VIPCORRETORA concedido. A pessoa foi avisada por e-mail.',
    });
    expect(
      (
        await post('backoffice/brokerGrants', alice, {
          email: 'nova@test.agulhadas.app',
          corretora: 'Corretora Beta',
          expiresAt: `${nextYear}-01-31`,
        })
      ).body.message,
    ).toContain('primeiro login');
    const list = async () =>
      (
        await call<{
          grants: Array<{ email: string; state: string; grantedBy: string; broker: string; expiry: number }>;
        }>('backoffice/brokerGrants', {
          as: alice,
        })
      ).body.grants;
    expect(await list()).toEqual([
      expect.objectContaining({
        email: 'nova@test.agulhadas.app',
        state: 'pending',
        grantedBy: 'alice@test.agulhadas.app',
        broker: 'Corretora Beta',
      }),
      expect.objectContaining({
        email: 'bia@test.agulhadas.app',
        state: 'active',
        grantedBy: 'alice@test.agulhadas.app',
        broker: 'Corretora Alfa',
      }),
    ]);
    expect((await signIn('kp_bia', 'bia@test.agulhadas.app')).body.roles).toContain('VIPCORRETORA');

    const before = await everything(store);
    const again = await post('backoffice/brokerGrants', alice, {
      email: 'bia@test.agulhadas.app',
      expiresAt: `${nextYear}-06-30`,
    });
    expect(again.body).toMatchObject({ alreadyHandled: true });
    const past = await post('backoffice/brokerGrants', alice, {
      email: 'bia@test.agulhadas.app',
      expiresAt: '2020-01-01',
    });
    expect(past.status).toBe(400);
    expect(past.body.error).toBe('A data de expiração precisa ser futura.');
    expect(
      (
        await post('backoffice/brokerGrants', alice, {
          email: 'não é e-mail',
          corretora: 'XP',
          expiresAt: `${nextYear}-06-30`,
        })
      ).status,
    ).toBe(400);
    const noBroker = await post('backoffice/brokerGrants', alice, {
      email: 'outra@test.agulhadas.app',
      expiresAt: `${nextYear}-06-30`,
    });
    expect(noBroker.body.error).toBe('Informe a corretora parceira.');
    expect(await everything(store)).toBe(before);

    const extended = await post('backoffice/brokerGrants', alice, {
      email: 'bia@test.agulhadas.app',
      expiresAt: `${nextYear}-12-31`,
    });
    expect(extended.body.message).toBe('Validade do plano VIPCORRETORA alterada. A pessoa foi avisada por e-mail.');
    const bia2 = (await list()).find((grant) => grant.email === 'bia@test.agulhadas.app');
    expect(bia2?.broker).toBe('Corretora Alfa');
    expect(new Date((bia2?.expiry ?? 0) * 1000).toISOString()).toBe(`${nextYear + 1}-01-01T02:59:59.000Z`);

    expect(
      (await post('backoffice/brokerGrants', alice, { email: 'bia@test.agulhadas.app' }, 'DELETE')).body,
    ).toMatchObject({ alreadyHandled: false });
    expect(
      (await post('backoffice/brokerGrants', alice, { email: 'nova@test.agulhadas.app' }, 'DELETE')).body,
    ).toMatchObject({ alreadyHandled: false });
    expect(await list()).toEqual([]);
    expect(await pendingGrants(store).countDocuments({})).toBe(0);
    expect((await signIn('kp_bia', 'bia@test.agulhadas.app')).body.roles).not.toContain('VIPCORRETORA');
    const afterRemoval = await everything(store);
    expect(
      (await post('backoffice/brokerGrants', alice, { email: 'bia@test.agulhadas.app' }, 'DELETE')).body,
    ).toMatchObject({ alreadyHandled: true });
    expect(await everything(store)).toBe(afterRemoval);

    const trail = await auditLog(store).find({ email: 'bia@test.agulhadas.app' }, { sort: OLDEST_FIRST }).toArray();
    expect(trail.map((entry) => [entry.what, entry.adminUserId, entry.who])).toEqual(
      expect.arrayContaining([
        ['broker-plan-granted', 'kp_alice', 'alice@test.agulhadas.app'],
        ['broker-plan-removed', 'kp_alice', 'alice@test.agulhadas.app'],
      ]),
    );
    const removal = trail.find((entry) => entry.what === 'broker-plan-removed');
    expect(removal?.before).toMatchObject({ level: 'VIPCORRETORA', status: 'active' });
    expect(removal?.after).toMatchObject({ level: 'VIPCORRETORA', status: 'cancelled' });
  });

  it('previews a course list (new, already present, invalid), imports it once with one trail entry, lists, searches, removes, and shows who used the promo', async () => {
    await promoEligible(store).insertOne({
      _id: 'ja@test.agulhadas.app',
      codigo: '30days',
      addedAt: '2026-01-01T00:00:00.000Z',
    });
    const lista = [
      'email;nome',
      'BIA@test.agulhadas.app;Bia',
      'ja@test.agulhadas.app;Já',
      'sem-arroba',
      'x@',
      'bia@test.agulhadas.app',
    ].join('\n');
    const before = await everything(store);
    const preview = await call<Record<string, unknown>>('backoffice/promoStudents', {
      method: 'POST',
      as: alice,
      body: { lista, previa: true },
    });
    expect(preview.body).toEqual({ added: 1, alreadyPresent: 1, invalid: 2, invalidShown: ['sem-arroba', 'x@'] });
    expect(await everything(store)).toBe(before);

    const imported = await call<Record<string, unknown>>('backoffice/promoStudents', {
      method: 'POST',
      as: alice,
      body: { lista },
    });
    expect(imported.body).toMatchObject({ added: 1, alreadyPresent: 1, invalid: 2, message: '1 e-mail importado.' });
    const afterImport = await everything(store);
    const repeat = await call<Record<string, unknown>>('backoffice/promoStudents', {
      method: 'POST',
      as: alice,
      body: { lista },
    });
    expect(repeat.body).toMatchObject({ added: 0, alreadyPresent: 2, alreadyHandled: true });
    expect(await everything(store)).toBe(afterImport);
    expect(await auditLog(store).find({ what: 'promo-students-imported' }).toArray()).toEqual([
      expect.objectContaining({
        adminUserId: 'kp_alice',
        before: null,
        after: { added: 1, alreadyPresent: 1, invalid: 2 },
      }),
    ]);

    expect((await call('acceptPromo', { method: 'POST', as: bia, body: { codigo: '30days' } })).status).toBe(200);
    const page = await call<{ students: Array<{ email: string; used: boolean }>; total: number }>(
      'backoffice/promoStudents',
      {
        as: alice,
        query: { busca: 'BIA@' },
      },
    );
    expect(page.body).toMatchObject({ total: 1, students: [{ email: 'bia@test.agulhadas.app', used: true }] });
    expect((await call<{ total: number }>('backoffice/promoStudents', { as: alice })).body.total).toBe(2);
    expect(
      (await call<{ total: number }>('backoffice/promoStudents', { as: alice, query: { busca: '.*' } })).body.total,
    ).toBe(0);

    expect(
      (await post('backoffice/promoStudents', alice, { email: 'ja@test.agulhadas.app' }, 'DELETE')).body,
    ).toMatchObject({ alreadyHandled: false });
    const afterRemoval = await everything(store);
    expect(
      (await post('backoffice/promoStudents', alice, { email: 'ja@test.agulhadas.app' }, 'DELETE')).body,
    ).toMatchObject({ alreadyHandled: true });
    expect(await everything(store)).toBe(afterRemoval);
    expect(await auditLog(store).find({ what: 'promo-student-removed' }).toArray()).toEqual([
      expect.objectContaining({
        email: 'ja@test.agulhadas.app',
        before: expect.objectContaining({ codigo: '30days' }),
        after: null,
      }),
    ]);
    expect(
      (await call('backoffice/promoStudents', { method: 'POST', as: alice, body: { lista: '  \n ' } })).status,
    ).toBe(400);
  });

  it('imports 10 000 e-mails in one bulk write and one trail entry, and refuses more', async () => {
    const many = Array.from({ length: 10_000 }, (_, index) => `aluno${index}@curso.example`);
    const started = Date.now();
    const imported = await call<{ added: number }>('backoffice/promoStudents', {
      method: 'POST',
      as: alice,
      body: { lista: many.join('\n') },
    });
    expect(imported.body.added).toBe(10_000);
    console.info(`10 000-e-mail import: ${Date.now() - started} ms`);
    expect(await promoEligible(store).countDocuments({})).toBe(10_000);
    expect(await auditLog(store).countDocuments({ what: 'promo-students-imported' })).toBe(1);
    const tooMany = await call<{ error: string }>('backoffice/promoStudents', {
      method: 'POST',
      as: alice,
      body: { lista: [...many, 'mais1@curso.example'].join('\n') },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toBe('Lista grande demais: envie até 10 000 e-mails por vez.');
  });

  it('the trail filters by admin, action, person and Brasília days, newest first, 50 a page', async () => {
    // Every change of this test happens in one millisecond, 23:30 in Brasília: the trail still lists the later one
    // first, and the Brasília day is not the UTC one.
    const instant = new Date('2026-03-10T02:30:00.000Z');
    overrideApiClock(() => instant);
    const subId = await pendingPix();
    await post('backoffice/admins', alice, { account: 'bruno@test.agulhadas.app' });
    await post('backoffice/confirmPayment', bruno, { subId });
    const trail = (query: Record<string, string>) =>
      call<{ entries: Array<{ what: string; who: string }>; total: number; page: number }>('backoffice/auditLog', {
        as: alice,
        query,
      });
    expect((await trail({})).body.entries.map((entry) => entry.what)).toEqual(['payment-confirmed', 'admin-added']);
    expect((await trail({ admin: 'bruno@test.agulhadas.app' })).body.entries.map((entry) => entry.what)).toEqual([
      'payment-confirmed',
    ]);
    expect((await trail({ admin: 'kp_alice' })).body.entries.map((entry) => entry.what)).toEqual(['admin-added']);
    expect((await trail({ action: 'admin-added' })).body.total).toBe(1);
    expect((await trail({ email: 'bia@test.agulhadas.app' })).body.entries.map((entry) => entry.what)).toEqual([
      'payment-confirmed',
    ]);
    expect((await trail({ from: '2026-03-09', to: '2026-03-09' })).body.total).toBe(2);
    expect((await trail({ from: '2026-03-10' })).body.total).toBe(0);
    expect((await trail({ to: '2020-01-01' })).body.total).toBe(0);
    expect((await trail({ page: '2' })).body).toMatchObject({ entries: [], page: 2, total: 2 });
    const bad = await trail({ action: 'drop-everything' });
    expect(bad.status).toBe(400);
    expect((await trail({ from: '31/12/2026' })).status).toBe(400);
  });
  it('limits each admin to 120 back-office calls a minute (Portuguese 429), without slowing another admin', async () => {
    await post('backoffice/admins', alice, { account: 'bruno@test.agulhadas.app' });
    for (let count = 2; count <= 120; count++)
      expect((await call('backoffice/pendingPayments', { as: alice })).status).toBe(200);
    const refused = await call<{ error: string }>('backoffice/pendingPayments', { as: alice });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe('Muitas ações administrativas seguidas. Aguarde um minuto e tente de novo.');
    expect((await call('backoffice/pendingPayments', { as: bruno })).status).toBe(200);
  });

  it('Usuários: finds accounts by the start of the e-mail in any case, shows one person, unlinks Telegram and removes a device, each once and in the trail', async () => {
    await pendingPix();
    await store.collection<RawDoc>('push_subscriptions').insertOne({
      _id: 'dev-bia',
      userId: 'kp_bia',
      endpoint: 'https://push.example/bia',
      keys: { p256dh: 'p', auth: 'a' },
      label: 'Chrome no Android',
      createdAt: new Date().toISOString(),
    });
    const found = await call<{ users: Array<{ userId: string; email: string }> }>('backoffice/users', {
      as: alice,
      query: { email: 'BI' },
    });
    expect(found.body.users.map((user) => user.userId)).toEqual(['kp_bia']);
    expect(
      (await call<{ users: unknown[] }>('backoffice/users', { as: alice, query: { email: 'ia@' } })).body.users,
    ).toEqual([]);
    expect((await call('backoffice/users', { as: alice, query: { email: 'b' } })).status).toBe(400);
    // A prefix is text, never a pattern.
    expect(
      (await call<{ users: unknown[] }>('backoffice/users', { as: alice, query: { email: '.*' } })).body.users,
    ).toEqual([]);

    const shown = await call<{ user: Record<string, unknown> }>('backoffice/user', {
      as: alice,
      query: { userId: 'kp_bia' },
    });
    expect(shown.body.user).toMatchObject({
      email: 'bia@test.agulhadas.app',
      lastLogin: expect.any(String),
      telegram: { linked: true, chatId: '777001' },
      devices: [expect.objectContaining({ id: 'dev-bia', label: 'Chrome no Android' })],
      alerts: 0,
      trialUsed: expect.any(Boolean),
      subscriptions: [expect.objectContaining({ plan: 'VIP — 3 meses', card: false })],
      invoices: [expect.objectContaining({ amountCents: 51000, method: 'pix', status: 'pending' })],
    });
    expect((await call('backoffice/user', { as: alice, query: { userId: 'kp_nobody' } })).status).toBe(404);

    const unlinked = await post('backoffice/unlinkTelegram', alice, { userId: 'kp_bia' });
    expect(unlinked.body).toMatchObject({ alreadyHandled: false });
    expect(await users(store).findOne({ _id: 'kp_bia' })).toMatchObject({ telegram: null });
    expect(await telegramQueue(store).countDocuments({ chatId: '777001' })).toBe(1);
    const removed = await post('backoffice/removePushDevice', alice, { userId: 'kp_bia', deviceId: 'dev-bia' });
    expect(removed.body).toMatchObject({ alreadyHandled: false });
    expect(await store.collection('push_subscriptions').countDocuments({ userId: 'kp_bia' })).toBe(0);

    const before = await everything(store);
    expect((await post('backoffice/unlinkTelegram', alice, { userId: 'kp_bia' })).body).toMatchObject({
      alreadyHandled: true,
    });
    expect(
      (await post('backoffice/removePushDevice', alice, { userId: 'kp_bia', deviceId: 'dev-bia' })).body,
    ).toMatchObject({ alreadyHandled: true });
    expect(await everything(store)).toBe(before);

    const trail = await auditLog(store)
      .find({ what: { $in: ['user-telegram-unlinked', 'user-push-device-removed'] } }, { sort: { what: -1 } })
      .toArray();
    expect(trail).toEqual([
      expect.objectContaining({
        what: 'user-telegram-unlinked',
        adminUserId: 'kp_alice',
        userId: 'kp_bia',
        before: { chatId: '777001' },
        after: { chatId: null },
      }),
      expect.objectContaining({
        what: 'user-push-device-removed',
        target: 'dev-bia',
        before: expect.objectContaining({ device: 'Chrome no Android' }),
        after: null,
      }),
    ]);
  });

  it('Fila de espera lists who asked, with dates, oldest first', async () => {
    for (const email of ['zeca@test.agulhadas.app', 'ana@test.agulhadas.app'])
      expect((await call('catchEmail', { method: 'POST', body: { plano: 'VIP', nome: 'Zé', email } })).status).toBe(
        200,
      );
    const listed = await call<{ entries: Array<{ email: string; createdAt: string }>; total: number }>(
      'backoffice/waitlist',
      { as: alice },
    );
    expect(listed.body.total).toBe(2);
    expect(listed.body.entries.map((entry) => entry.email)).toEqual([
      'zeca@test.agulhadas.app',
      'ana@test.agulhadas.app',
    ]);
    expect(listed.body.entries[0]).toMatchObject({ plano: 'VIP', nome: 'Zé', createdAt: expect.any(String) });
  });
});
