import { defineTemplate, greeting, signature } from './email-template';

/** A PIX or crypto payment the team could not find in its account: nothing was activated, and the payer may pay again. */
export const paymentRefusedTemplate = defineTemplate({
  fields: ['nome', 'plano', 'valor', 'forma', 'link'],
  subject: (data, site) => `Pagamento recusado — plano ${data.plano} no ${site.siteName}`,
  text: (data, site) =>
    [
      greeting(data.nome),
      '',
      `Não conseguimos confirmar o seu pagamento de ${data.valor} (${data.forma}) do plano ${data.plano}, e ele foi recusado.`,
      'Nenhuma cobrança foi ativada e o plano não foi liberado.',
      `Se você já pagou, responda a este e-mail com o comprovante. Para tentar de novo, acesse ${data.link}`,
      '',
      signature(site),
    ].join('\n'),
});
