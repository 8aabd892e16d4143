import { oneOffOptions } from './model/one-off-durations';
import type { PlanCard } from './model/plan-cards';
import { DEFAULT_PLAN_CATALOGUE } from '@agulhadas/domain/plans/plan-catalogue';
import { formatBrl } from '@agulhadas/domain/plans/price-format';
import { RenewingNote } from './renewing-note';
import type { PlansScreenState } from './use-plans-screen';

const catalogue = DEFAULT_PLAN_CATALOGUE;

interface PlanPaymentTabsProps {
  card: PlanCard;
  /** False when the user already holds this level and may not buy it again as a one-off. */
  oneOffOffered: boolean;
  plans: PlansScreenState;
}

/** 'Recorrente' (monthly and annual through the card provider) and 'Único' (PIX or crypto) tabs of a paid card. */
export function PlanPaymentTabs({ card, oneOffOffered, plans }: PlanPaymentTabsProps) {
  const prefix = card.level === 'VIP' ? 'vip' : 'assinante';
  const tab = plans.tabOf(card);
  const monthly = catalogue[`${prefix}_m`];
  const annual = catalogue[`${prefix}_a`];
  return (
    <div className="plan-tabs">
      <div role="tablist" aria-label={`Formas de pagamento ${card.title}`}>
        <button
          type="button"
          role="tab"
          aria-selected={tab === 'recorrente'}
          onClick={() => plans.selectTab(card, 'recorrente')}
        >
          Recorrente
        </button>
        {oneOffOffered && (
          <button
            type="button"
            role="tab"
            aria-selected={tab === 'unico'}
            onClick={() => plans.selectTab(card, 'unico')}
          >
            Único
          </button>
        )}
      </div>
      {tab === 'recorrente' || !oneOffOffered ? (
        <div role="tabpanel" className="plan-buttons">
          {plans.isCardPlan(monthly) || plans.isCardPlan(annual) ? <RenewingNote /> : null}
          {!plans.isCardPlan(monthly) && (
            <button type="button" className="primary" disabled={plans.busy} onClick={() => plans.subscribe(monthly)}>
              Mensal — {formatBrl(monthly.priceCents ?? 0)}/mês
            </button>
          )}
          {!plans.isCardPlan(annual) && (
            <button type="button" className="primary" disabled={plans.busy} onClick={() => plans.subscribe(annual)}>
              Anual — {formatBrl(annual.priceCents ?? 0)}/ano
            </button>
          )}
        </div>
      ) : (
        <div role="tabpanel" className="plan-buttons">
          <p className="muted">Pagamento único por PIX ou criptomoeda.</p>
          {oneOffOptions(card.level === 'VIP' ? 'VIP' : 'Assinante', catalogue).map((option) => (
            <button key={option.plan.key} type="button" onClick={() => plans.chooseOneOff({ option, card })}>
              {option.duration.label}
              {option.duration.discountPercent > 0 ? ` (${option.duration.discountPercent}% de desconto)` : ''} —{' '}
              {formatBrl(option.priceCents)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
