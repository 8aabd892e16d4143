import type { PlanCatalogue } from '@agulhadas/domain/plans/plan-catalogue';
import type { SellableLevel } from '@agulhadas/domain/plans/plan-keys';

/** The four cards of /assinatura. Feature lines are the user-facing Portuguese text. */
/** The VIP card's line that leads to the indicator's install steps. */
export const INDICATOR_FEATURE = 'Indicador para plataforma de gráficos';

export interface PlanCard {
  id: 'free' | 'basico' | 'assinante' | 'vip';
  title: string;
  level: SellableLevel | null;
  features: readonly string[];
  monthlyPriceCents: number | null;
  annualPriceCents: number | null;
  /** Paid cards carry the '7 dias grátis' badge (see hasFreeTrial). */
  paid: boolean;
  /** Subscriber and VIP have the 'Recorrente' / 'Único' tabs. */
  hasOneOffTab: boolean;
}

export interface PlanCardOptions {
  /** 40 free assets (the info page says "more than 40"). */
  freeAssetCount?: number;
  /** 20 by default, as DATA_DELAY_MINUTES (docs/decisions/README.md). */
  freeDelayMinutes?: number;
}

export const PLANS_PAGE_TITLE = 'Planos de Assinatura';
export const PLANS_LOGIN_PROMPT = 'Para assinar você precisa estar cadastrado e logado.';
export const PLANS_PAYMENT_LINE = 'Pagamento seguro via Stripe, PIX ou Criptomoeda';
export const FREE_SIGNUP_TEXT = 'Cadastre-se grátis';

export function planCards(catalogue: PlanCatalogue, options: PlanCardOptions = {}): PlanCard[] {
  const freeAssets = options.freeAssetCount ?? 40;
  const delay = options.freeDelayMinutes ?? 20;
  return [
    {
      id: 'free',
      title: 'Grátis',
      level: null,
      features: [`${freeAssets} ativos liberados`, 'Com anúncios', `Dados com atraso de ${delay} minutos`],
      monthlyPriceCents: 0,
      annualPriceCents: null,
      paid: false,
      hasOneOffTab: false,
    },
    {
      id: 'basico',
      title: 'Básico',
      level: 'Basico',
      features: [
        'Todos os ativos',
        'Sem anúncios',
        'Dados mais recentes',
        'Uma lista de favoritos',
        'Ordenação dos ativos',
      ],
      monthlyPriceCents: catalogue.basico_m.priceCents,
      annualPriceCents: null,
      paid: true,
      hasOneOffTab: false,
    },
    {
      id: 'assinante',
      title: 'Assinante',
      level: 'Assinante',
      features: [
        'Tudo do plano Básico',
        'Alertas ilimitados no Telegram',
        '5 listas de favoritos sincronizadas entre dispositivos',
        'Anotações pessoais nos ativos',
      ],
      monthlyPriceCents: catalogue.assinante_m.priceCents,
      annualPriceCents: catalogue.assinante_a.priceCents,
      paid: true,
      hasOneOffTab: true,
    },
    {
      id: 'vip',
      title: 'VIP',
      level: 'VIP',
      features: [
        'Tudo do plano Assinante',
        'Robô para plataforma de negociação',
        'Painel em tempo real com captura a cada 1 segundo (beta)',
        INDICATOR_FEATURE,
        'Webhook',
      ],
      monthlyPriceCents: catalogue.vip_m.priceCents,
      annualPriceCents: catalogue.vip_a.priceCents,
      paid: true,
      hasOneOffTab: true,
    },
  ];
}
