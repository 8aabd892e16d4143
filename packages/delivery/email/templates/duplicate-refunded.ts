import { defineTemplate, signature } from './email-template';

/** A second card subscription that started alongside the first: cancelled at once and its payment refunded. */
export const duplicateRefundedTemplate = defineTemplate({
  fields: ['nome', 'plano', 'valor', 'link'],
  subject: (_data, site) => `Cobrança em duplicidade cancelada e reembolsada — ${site.siteName}`,
  text: (data, site) =>
    [
      data.nome ? `Olá, ${data.nome}.` : 'Olá.',
      '',
      `Você ficou com duas assinaturas no cartão ao mesmo tempo. A mais recente (${data.plano}) foi cancelada e o valor de ${data.valor} foi reembolsado no mesmo cartão; o estorno aparece na fatura em alguns dias, conforme o banco.`,
      'A sua assinatura anterior continua ativa, sem nenhuma mudança. Para trocar de plano, use a página de planos: a mudança é feita na mesma assinatura.',
      '',
      `Veja as suas assinaturas em ${data.link}`,
      '',
      signature(site),
    ].join('\n'),
});
