import type { PlanCard } from './model/plan-cards';
import { DEFAULT_PLAN_CATALOGUE } from '@agulhadas/domain/plans/plan-catalogue';
import { purchaseRefusal } from '@agulhadas/domain/plans/plan-holding';
import { formatBrl } from '@agulhadas/domain/plans/price-format';
import { PlanPaymentTabs } from './plan-payment-tabs';
import { RenewingNote } from './renewing-note';
import type { PlansScreenState } from './use-plans-screen';

const basico = DEFAULT_PLAN_CATALOGUE.basico_m;

/** What a signed-in user can do on one plan card: buy it, change to it, or read that it already renews. */
export function PlanCardActions({ card, plans }: { card: PlanCard; plans: PlansScreenState }) {
  if (!plans.signedIn || plans.soldOut || !card.level) return null;
  if (!plans.cardSubscription && purchaseRefusal(plans.held, card.level)) return <RenewingNote />;
  if (!card.hasOneOffTab) {
    if (plans.isCardPlan(basico)) return <RenewingNote />;
    return (
      <button type="button" className="primary" disabled={plans.busy} onClick={() => plans.subscribe(basico)}>
        Assine por {formatBrl(basico.priceCents ?? 0)}/mês
      </button>
    );
  }
  return (
    <PlanPaymentTabs card={card} oneOffOffered={!purchaseRefusal(plans.held, card.level, 'one-off')} plans={plans} />
  );
}
