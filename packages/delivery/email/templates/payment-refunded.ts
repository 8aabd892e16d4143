import { defineTemplate, greeting, signature } from './email-template';

/** A payment the team refunded (through the card provider, or by hand for PIX and crypto), and what became of the plan. */
export const paymentRefundedTemplate = defineTemplate({
  fields: ['nome', 'plano', 'valor', 'forma', 'situacao', 'link'],
  subject: (data, site) => `Reembolso de ${data.valor} — plano ${data.plano} no ${site.siteName}`,
  text: (data, site) =>
    [
      greeting(data.nome),
      '',
      `Reembolsamos ${data.valor} (${data.forma}) do plano ${data.plano}.`,
      data.situacao,
      'No cartão, o estorno aparece na fatura em alguns dias, conforme o banco.',
      '',
      `Veja as suas assinaturas em ${data.link}`,
      '',
      signature(site),
    ].join('\n'),
});
