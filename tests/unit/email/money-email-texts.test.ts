import { describe, expect, it } from '@jest/globals';
import { EMAIL_TEMPLATES } from '@agulhadas/delivery/email/templates';

const site = { siteName: 'Agulhadas', supportEmail: 'contato@agulhadas.app' };

describe('money e-mail texts', () => {
  it('the VIPCORRETORA grant greets by name, and says only "Olá." to an e-mail without an account yet', () => {
    const template = EMAIL_TEMPLATES['broker-plan-granted'];
    const data = { validade: '31/12/2026', link: 'https://agulhadas.app/assinou?content=corretora' };
    expect(template.text({ ...data, nome: 'Ana Souza' }, site).split('\n')[0]).toBe('Olá, Ana Souza.');
    expect(template.text({ ...data, nome: '' }, site).split('\n')[0]).toBe('Olá.');
  });

  it('the upgrade e-mail names the prorated amount charged now and the full amount of the next charge', () => {
    const text = EMAIL_TEMPLATES['plan-upgrade-charged'].text(
      {
        nome: 'Ana',
        plano: 'VIP — Mensal',
        valor: 'R$ 13,33',
        proximo: 'R$ 200,00',
        data: '25/12/2026',
        link: 'https://agulhadas.app/conta',
      },
      site,
    );
    expect(text).toContain(
      'Cobramos agora R$ 13,33 no cartão: a diferença proporcional entre o plano novo e o anterior pelos dias que faltam até 25/12/2026.',
    );
    expect(text).toContain('A próxima cobrança, do valor cheio de R$ 200,00, será em 25/12/2026.');
  });
});
