import { defineTemplate, greeting, signature } from './email-template';

/** An admin granted the VIPCORRETORA plan (subsidised by a partner broker). */
export const brokerPlanGrantedTemplate = defineTemplate({
  fields: ['nome', 'validade', 'link'],
  subject: (_data, site) => `Seu plano VIPCORRETORA no ${site.siteName} foi liberado`,
  text: (data, site) =>
    [
      greeting(data.nome),
      '',
      `A sua assinatura VIPCORRETORA no ${site.siteName}, subsidiada pela corretora parceira, está liberada até ${data.validade}.`,
      'Entre no site com este mesmo e-mail para usar os recursos do plano:',
      data.link,
      '',
      'Para mantê-la, é preciso operar regularmente pela corretora; caso contrário, a assinatura subsidiada será encerrada.',
      '',
      signature(site),
    ].join('\n'),
});
