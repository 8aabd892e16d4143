import { oneOffBelowCardText } from '@agulhadas/domain/plans/plan-holding';
import { localUserId } from '../../local/src/demo/demo-users';
import { loginWithEmail, useE2E, VIEWPORTS } from './harness';
import { seedSubscription } from './seed-subscription';

/** /conta offers no PIX or crypto invoice for a one-off plan whose level a live card plan already pays. */
jest.setTimeout(120_000);

const e2e = useE2E();

describe.each(VIEWPORTS)('at %s', (_label, viewport) => {
  it('a one-off bought before a card plan of the same level shows why it is not paid, without invoice buttons', async () => {
    const email = `paid-once-${viewport.width}@e2e.agulhadas.app`;
    const userId = localUserId(email);
    const inAMonth = Math.floor(Date.now() / 1000) + 30 * 86400;
    await seedSubscription(userId, {
      subId: `one_${viewport.width}`,
      level: 'VIP',
      status: 'pending_payment',
      expiry: null,
      metadata: { price: 51000, plan: 'vip_3', period: '3M' },
    });
    await seedSubscription(userId, {
      subId: `sub_card_${viewport.width}`,
      level: 'VIP',
      status: 'active',
      expiry: inAMonth,
      metadata: { price: 25000, plan: 'vip_m', period: 'M' },
    });
    const { context, page } = await e2e().newPage(viewport);
    await loginWithEmail(page, email, '/conta');
    const oneOff = page.locator(`[data-sub="one_${viewport.width}"]`);
    await oneOff.getByText(oneOffBelowCardText('VIP')).waitFor();
    expect(await oneOff.getByRole('button', { name: /^Gerar fatura/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Gerar fatura/ }).count()).toBe(0);
    const note = await oneOff.getByText(oneOffBelowCardText('VIP')).boundingBox();
    expect(note!.x + note!.width).toBeLessThanOrEqual(viewport.width);
    // /assinatura sells no one-off of that level either: the VIP card has no 'Único' tab.
    await page.goto('/assinatura');
    await page.locator('[data-plan="vip"]').getByText('Renovação automática ativa.').waitFor();
    expect(await page.locator('[data-plan="vip"]').getByRole('tab', { name: 'Único' }).count()).toBe(0);
    await context.close();
  });
});
