import { defineTemplate, signature } from './email-template';

/** The buyer's confirmation of a paid shop order. `itens` holds one line per item; `endereco` may be empty. */
export const shopOrderTemplate = defineTemplate({
  fields: ['nome', 'pedido', 'itens', 'total', 'endereco'],
  subject: (data, site) => `Pedido ${data.pedido} confirmado — lojinha ${site.siteName}`,
  text: (data, site) =>
    [
      data.nome ? `Olá, ${data.nome}.` : 'Olá.',
      '',
      `Recebemos o pagamento do seu pedido nº ${data.pedido} na lojinha do ${site.siteName}.`,
      '',
      'Itens:',
      data.itens,
      '',
      `Total pago: ${data.total}`,
      '',
      data.endereco
        ? `O pedido será enviado para o endereço informado no pagamento:\n${data.endereco}`
        : 'O pedido será enviado para o endereço de entrega informado no pagamento.',
      '',
      `Dúvidas sobre o pedido? Responda a este e-mail citando o número ${data.pedido}.`,
      '',
      signature(site),
    ].join('\n'),
});
