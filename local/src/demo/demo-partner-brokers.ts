import type { PartnerBroker } from '@agulhadas/domain/content/partner-broker';

/**
 * Local mode only, when PARTNER_BROKERS is unset: seven brokers with demo referral links, so /corretoras can be
 * clicked through offline. A deployment shows only the partners its operator configures (PARTNER_BROKERS, docs/configuration.md).
 */
export const DEMO_PARTNER_BROKERS: readonly PartnerBroker[] = [
  {
    name: 'XM',
    market: 'forex',
    website: 'https://www.xm.com',
    description:
      'Forex, índices, commodities e ações por CFDs, com MetaTrader 4 e 5 e conta com lote micro para começar pequeno.',
    button: true,
    mudanca:
      'Já tem conta? Peça ao suporte da XM a mudança do seu parceiro (IB) para o Agulhadas, informando o e-mail da conta.',
    link: 'https://www.xm.com/register?ref=agulhadas',
  },
  {
    name: 'Exness',
    market: 'forex',
    website: 'https://www.exness.com',
    description: 'Forex e CFDs de índices, metais e energia, com saques rápidos e MetaTrader 4 e 5.',
    button: true,
    mudanca: 'Já tem conta? Abra um chamado no suporte da Exness pedindo a troca de parceiro para o Agulhadas.',
    link: 'https://www.exness.com/register?ref=agulhadas',
  },
  {
    name: 'IC Markets',
    market: 'forex',
    website: 'https://www.icmarkets.com',
    description: 'Spreads baixos em Forex e CFDs, com MetaTrader 4, MetaTrader 5 e cTrader.',
    button: true,
    mudanca:
      'Já tem conta? Escreva ao suporte da IC Markets pedindo a transferência da conta para o parceiro Agulhadas.',
    link: 'https://www.icmarkets.com/open-account?ref=agulhadas',
  },
  {
    name: 'Binance',
    market: 'crypto',
    website: 'https://www.binance.com',
    description: 'Criptomoedas à vista e futuros, com depósito em reais por PIX.',
    button: true,
    mudanca: 'Contas existentes não mudam de indicação: crie uma nova conta pelo nosso link com outro e-mail.',
    link: 'https://accounts.binance.com/register?ref=agulhadas',
  },
  {
    name: 'Bybit',
    market: 'crypto',
    website: 'https://www.bybit.com',
    description: 'Derivativos e mercado à vista de criptomoedas, com conta demonstração para testar estratégias.',
    button: true,
    mudanca: 'Contas existentes não mudam de indicação: crie uma nova conta pelo nosso link com outro e-mail.',
    link: 'https://www.bybit.com/register?ref=agulhadas',
  },
  {
    name: 'Genial Investimentos',
    market: 'b3',
    website: 'https://www.genialinvestimentos.com.br',
    description: 'Corretora brasileira para ações, minicontratos e opções na B3, com plataformas para day trade.',
    button: true,
    mudanca: 'Já tem conta? Peça pelo chat da Genial a mudança de assessoria para o escritório parceiro do Agulhadas.',
    link: 'https://www.genialinvestimentos.com.br/abra-sua-conta?ref=agulhadas',
  },
  {
    name: 'Clear Corretora',
    market: 'b3',
    website: 'https://www.clear.com.br',
    description: 'Corretora para operar ações e minicontratos na B3, com corretagem zero em ações.',
    button: true,
    mudanca:
      'Já tem conta? Solicite à Clear a vinculação da sua conta ao parceiro Agulhadas pelos canais de atendimento.',
    link: 'https://www.clear.com.br/abra-sua-conta?ref=agulhadas',
  },
];
