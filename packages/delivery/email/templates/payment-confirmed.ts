import { defineTemplate, greeting, planEmailEnding } from './email-template';

/** A payment (PIX, crypto or card) that activated or renewed a plan. */
export const paymentConfirmedTemplate = defineTemplate({
  fields: ['nome', 'plano', 'valor', 'forma', 'validade', 'link'],
  subject: (data, site) => `Pagamento confirmado — plano ${data.plano} no ${site.siteName}`,
  text: (data, site) =>
    [
      greeting(data.nome),
      '',
      `Confirmamos o seu pagamento de ${data.valor} (${data.forma}).`,
      `Plano: ${data.plano}`,
      `Acesso válido até: ${data.validade}`,
      '',
      ...planEmailEnding(data.link, site),
    ].join('\n'),
});
