import { describe, expect, it } from '@jest/globals';
import { renderEmail } from '../../../local/src/stand-ins/email/render-email';
import { EMAIL_TEMPLATES, type TemplateName } from '@agulhadas/delivery/email/templates';
import type { OutboxEmailDoc } from '@agulhadas/delivery/queue/outbox-emails';
import { formatDate } from '@agulhadas/domain/presentation/format';

const site = { siteName: 'Agulhadas', supportEmail: 'contato@agulhadas.app' };

function queued(template: string, data: Record<string, string>): OutboxEmailDoc {
  return {
    _id: 'x',
    template,
    to: 'ana@x.app',
    bcc: [],
    subject: 'Assunto',
    name: 'Ana',
    userId: 'kp_ana',
    data,
    status: 'pending',
    attempts: 0,
    nextAttemptAt: '',
    lastError: null,
    createdAt: '',
  };
}

describe('e-mail templates', () => {
  it.each(Object.keys(EMAIL_TEMPLATES) as TemplateName[])(
    '%s: one-line subject, plain text signed by the team, fields printed as typed',
    (name) => {
      const template = EMAIL_TEMPLATES[name];
      const data = Object.fromEntries(template.fields.map((field) => [field, `<b>${field}</b>`]));
      const subject = template.subject(data as never, site);
      expect(subject).not.toMatch(/[\r\n]/);
      const text = template.text(data as never, site);
      expect(text.endsWith('Equipe Agulhadas — contato@agulhadas.app')).toBe(true);
      // Plain text: what was typed is printed as is, never turned into markup or dropped.
      for (const field of template.fields) if (field !== 'assunto') expect(text).toContain(`<b>${field}</b>`);
    },
  );

  it('renders a stored e-mail by its template; a field missing from an older document reads as empty; an unknown template is refused', () => {
    const message = renderEmail(queued('promo30-invitation', { fim: '31/12/2026' }));
    expect(message.text).toContain('terminam em 31/12/2026');
    expect(message.text.startsWith('Olá.')).toBe(true);
    expect(() => renderEmail(queued('ResetPassword', {}))).toThrow(/unknown e-mail template/);
  });

  it('formatDate prints the Brasília day: 02:59 UTC is still the day before', () => {
    expect(formatDate(new Date('2027-01-26T02:59:59Z'))).toBe('25/01/2027');
    expect(formatDate(new Date('2027-01-26T03:00:00Z'))).toBe('26/01/2027');
    expect(formatDate(new Date('nope'))).toBe('—');
  });
});
