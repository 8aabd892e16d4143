import { addPromoEligible } from '../../api/src/store/promo-eligible';
import { subscriptions } from '../../api/src/store/subscriptions';
import type { Store } from '../../api/src/store/types';
import { call, freshStore, principalFor } from '../support/api-client';
import { grantLevel } from '../support/fixtures';
import { commerceConfig, snapshot } from './commerce-support';

const student = principalFor('kp_student', 'Aluno@Curso.app');
const outsider = principalFor('kp_outsider', 'outsider@x.app');

describe('30-day promo: getPromoEmail and acceptPromo', () => {
  let store: Store;
  beforeEach(async () => {
    store = await freshStore();
    commerceConfig();
    await addPromoEligible(store, ['aluno@curso.app', 'assinante@curso.app'], new Date());
  });

  it('tells whether an e-mail is on the list (case-insensitive)', async () => {
    expect(
      (await call('getPromoEmail', { method: 'POST', body: { email: ' ALUNO@curso.app ', codigo: '30days' } })).body,
    ).toEqual({ isRegistered: true });
    expect(
      (await call('getPromoEmail', { method: 'POST', body: { email: 'nobody@curso.app', codigo: '30days' } })).body,
    ).toEqual({ isRegistered: false });
  });

  it('answers 400 to invalid bodies', async () => {
    for (const body of [
      {},
      { email: 'aluno@curso.app' },
      { email: 'aluno@curso.app', codigo: '60days' },
      { email: 'nope', codigo: '30days' },
    ]) {
      expect((await call('getPromoEmail', { method: 'POST', body })).status).toBe(400);
    }
  });

  it('grants VIP30 for 30 days once and answers the subscriptions array', async () => {
    const res = await call<Array<{ level: string; status: string; expiry: number }>>('acceptPromo', {
      method: 'POST',
      as: student,
      body: { codigo: '30days' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([expect.objectContaining({ level: 'VIP30', status: 'active' })]);
    const days = (res.body[0]!.expiry - Date.now() / 1000) / 86400;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    const again = await call<{ error: string }>('acceptPromo', {
      method: 'POST',
      as: student,
      body: { codigo: '30days' },
    });
    expect(again.status).toBe(409);
    expect(Array.isArray(again.body)).toBe(false);
    expect(again.body.error).toBeTruthy();
    expect(await subscriptions(store).countDocuments({ userId: 'kp_student' })).toBe(1);
  });

  it('grants once under concurrent accepts', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => call('acceptPromo', { method: 'POST', as: student, body: { codigo: '30days' } })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(4);
    expect(await subscriptions(store).countDocuments({ userId: 'kp_student', level: 'VIP30' })).toBe(1);
  });

  it('refuses subscribers, e-mails off the list, anonymous callers and invalid bodies, changing nothing', async () => {
    await grantLevel(store, 'kp_sub', 'Assinante');
    const subscriber = principalFor('kp_sub', 'assinante@curso.app');
    const before = await snapshot(store);
    const paid = await call<{ error: string }>('acceptPromo', {
      method: 'POST',
      as: subscriber,
      body: { codigo: '30days' },
    });
    expect(paid.status).toBe(409);
    expect(Array.isArray(paid.body)).toBe(false);
    expect((await call('acceptPromo', { method: 'POST', as: outsider, body: { codigo: '30days' } })).status).toBe(403);
    expect((await call('acceptPromo', { method: 'POST', body: { codigo: '30days' } })).status).toBe(401);
    for (const body of [{}, { codigo: 'x' }])
      expect((await call('acceptPromo', { method: 'POST', as: student, body })).status).toBe(400);
    expect(await snapshot(store)).toBe(before);
  });
});
