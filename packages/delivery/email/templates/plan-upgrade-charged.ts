import { defineTemplate, greeting, planEmailEnding } from './email-template';

/**
 * A card plan upgraded at once: what was charged now is only the prorated difference for the rest of the paid
 * period, and the next renewal charges the new plan's full price. Said in both amounts, so neither surprises.
 */
export const planUpgradeChargedTemplate = defineTemplate({
  fields: ['nome', 'plano', 'valor', 'proximo', 'data', 'link'],
  subject: (data, site) => `Mudança de plano confirmada — plano ${data.plano} no ${site.siteName}`,
  text: (data, site) =>
    [
      greeting(data.nome),
      '',
      `Confirmamos a mudança do seu plano para ${data.plano}.`,
      `Cobramos agora ${data.valor} no cartão: a diferença proporcional entre o plano novo e o anterior pelos dias que faltam até ${data.data}.`,
      `A próxima cobrança, do valor cheio de ${data.proximo}, será em ${data.data}.`,
      '',
      ...planEmailEnding(data.link, site),
    ].join('\n'),
});
