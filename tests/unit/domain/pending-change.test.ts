import { accountStatusText, planOutlookText, scheduledChangeNote } from '@agulhadas/domain/plans/pending-change';

const NOW = new Date('2026-11-26T15:00:00Z');
// Mid-afternoon in Brazil: the same calendar day in any time zone the test runs in.
const END = Date.parse('2026-12-28T15:00:00Z') / 1000;
const renewing = { status: 'active', expiry: END };
const change = { level: 'Basico', at: END };

describe('a plan change waiting for the end of the period', () => {
  it('renewing: the account notes the change under the plain status, and the plans page says it', () => {
    const sub = { ...renewing, scheduledChange: change };
    expect(accountStatusText(sub, NOW)).toBe('ativa');
    expect(scheduledChangeNote(sub, NOW)).toBe('Muda para Básico em 28/12/2026');
    expect(planOutlookText(sub, NOW)).toBe('Muda para Básico em 28/12/2026');
  });

  it('cancelled: one line says access ends and the change applies only on reactivation', () => {
    const sub = { ...renewing, cancelAtPeriodEnd: true, scheduledChange: change };
    expect(accountStatusText(sub, NOW)).toBe(
      'ativa — não renova; acesso até 28/12/2026; se reativar, muda para Básico em 28/12/2026',
    );
    expect(scheduledChangeNote(sub, NOW)).toBeNull();
    expect(planOutlookText(sub, NOW)).toBe(
      'Não renova; acesso até 28/12/2026; se reativar, muda para Básico em 28/12/2026',
    );
  });

  it('without a change: the cancelled one says its end, the renewing one nothing more', () => {
    expect(accountStatusText({ ...renewing, cancelAtPeriodEnd: true }, NOW)).toBe(
      'ativa — não renova; acesso até 28/12/2026',
    );
    expect(planOutlookText({ ...renewing, cancelAtPeriodEnd: true }, NOW)).toBe('Não renova; acesso até 28/12/2026');
    expect(planOutlookText(renewing, NOW)).toBeNull();
    expect(scheduledChangeNote(renewing, NOW)).toBeNull();
  });
});
