import { outboxEmails } from '@agulhadas/delivery/queue/outbox-emails';
import { formatBrlPlainSpace } from '@agulhadas/domain/plans/price-format';
import { formatDate } from '@agulhadas/domain/presentation/format';
import { renderEmail } from '../../local/src/stand-ins/email/render-email';
import type { Store } from '../../api/src/store/types';
import { users } from '../../api/src/store/users';
import { call, freshStore } from '../support/api-client';
import { ADMIN_KEY, ana, commerceConfig } from './commerce-support';
import { arrangeCardSubscription, confirm, preview } from './plan-change-support';

/** What the money e-mails say: the payer's name, and for an upgrade, the prorated charge and the next full one. */
let store: Store;
beforeEach(async () => {
  store = await freshStore();
  commerceConfig();
  await call('getUserInfo', { as: ana });
  await users(store).updateOne({ _id: 'kp_ana' }, { $set: { name: 'Ana Souza' } });
});

it('the VIPCORRETORA grant greets the account holder by name', async () => {
  const res = await call('grantBrokerPlan', {
    method: 'POST',
    headers: { 'x-admin-key': ADMIN_KEY },
    body: {
      email: 'ana@test.agulhadas.app',
      action: 'grant',
      expiresAt: new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10),
    },
  });
  expect(res.status).toBe(200);
  const mail = await outboxEmails(store).findOne({ template: 'broker-plan-granted' });
  expect(renderEmail(mail!).text.split('\n')[0]).toBe('Olá, Ana Souza.');
});

it('an upgrade e-mails the prorated difference charged now and the full price of the next charge, with its date', async () => {
  const period = await arrangeCardSubscription({
    subId: 'sub_ana_card',
    userId: 'kp_ana',
    plan: 'assinante_m',
    daysAgo: 10,
  });
  const quote = (await preview(ana, 'sub_ana_card', 'vip_m', 'M')).body;
  expect((await confirm(ana, quote)).status).toBe(200);
  const mails = await outboxEmails(store).find({ userId: 'kp_ana' }).toArray();
  expect(mails.map((mail) => mail.template)).toEqual(['plan-upgrade-charged']);
  const { subject, text } = renderEmail(mails[0]!);
  const end = formatDate(new Date(period.end * 1000));
  expect(subject).toBe('Mudança de plano confirmada — plano VIP — 1 mês no Agulhadas');
  expect(text.split('\n').slice(0, 5)).toEqual([
    'Olá, Ana Souza.',
    '',
    'Confirmamos a mudança do seu plano para VIP — 1 mês.',
    `Cobramos agora ${formatBrlPlainSpace(quote.amountDue)} no cartão: a diferença proporcional entre o plano novo e o anterior pelos dias que faltam até ${end}.`,
    `A próxima cobrança, do valor cheio de R$ 200,00, será em ${end}.`,
  ]);
});
