import { defineTemplate, signature } from './email-template';

/** A partner broker's account-opening link, sent when the user clicks the broker (POST /api/sendEmail). */
export const corretoraTemplate = defineTemplate({
  fields: ['assunto', 'nome', 'corretora', 'link', 'mudanca'],
  subject: (data) => data.assunto,
  text: (data, site) =>
    [
      `Olá, ${data.nome}.`,
      '',
      `Você pediu para abrir uma conta na ${data.corretora} pelo ${site.siteName}.`,
      `Link de abertura da conta: ${data.link}`,
      data.mudanca ? `\nMudança de base: ${data.mudanca}\n` : '',
      'Depois de abrir a conta, responda a este e-mail com o número dela para a vincularmos à sua assinatura.',
      '',
      signature(site),
    ].join('\n'),
});
