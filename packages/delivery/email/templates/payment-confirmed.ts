import { defineTemplate, greeting, signature } from './email-template';

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
      `Veja a sua assinatura em ${data.link}`,
      'Para liberar os recursos do plano, saia e entre novamente no site.',
      '',
      signature(site),
    ].join('\n'),
});
