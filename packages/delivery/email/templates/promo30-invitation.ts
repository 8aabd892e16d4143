import { defineTemplate, signature } from './email-template';

/** Sent a few days before a 30-day VIP promo ends: an invitation to keep subscribing. */
export const promo30InvitationTemplate = defineTemplate({
  fields: ['nome', 'fim', 'link'],
  subject: (_data, site) => `Seus 30 dias de VIP no ${site.siteName} estão acabando`,
  text: (data, site) =>
    [
      data.nome ? `Olá, ${data.nome}.` : 'Olá.',
      '',
      `Os seus 30 dias do plano VIP no ${site.siteName} terminam em ${data.fim}.`,
      'Para continuar recebendo as agulhadas, os alertas e os recursos VIP, escolha um plano de assinatura:',
      data.link,
      '',
      signature(site),
    ].join('\n'),
});
