import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session-provider';
import { useSiteConfig } from '../../lib/site-config';
import type { InvoiceAddress } from '@agulhadas/domain/billing/invoice-address';
import { showsTrialBadge } from './model/trial-badge';
import type { OneOffOption } from './model/one-off-durations';
import { currentPlanCards, grantedPlans } from './model/current-plan';
import { heldLevels } from '@agulhadas/domain/plans/plan-holding';
import { liveCardSubscription } from '@agulhadas/domain/plans/plan-change';
import type { PlanCard } from './model/plan-cards';
import type { PlanDefinition } from '@agulhadas/domain/plans/plan-catalogue';
import { buildPlanPriceObject, buildSubscriptionCheckoutRequest } from '@agulhadas/domain/plans/plan-price-build';
import { createPaidService, requestSubscriptionUrl } from './plans-api';

export type PaymentTab = 'recorrente' | 'unico';

export interface OneOffChoice {
  option: OneOffOption;
  card: PlanCard;
}

/** State and handlers of the plans screen: what the user holds, the payment tab per card, the open dialogs. */
export function usePlansScreen() {
  const session = useSession();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { data: site } = useSiteConfig();
  const [tabs, setTabs] = useState<Record<string, PaymentTab>>({});
  const [choice, setChoice] = useState<OneOffChoice | null>(null);
  const [busy, setBusy] = useState(false);
  const [change, setChange] = useState<PlanDefinition | null>(null);

  const signedIn = Boolean(session.clientPrincipal);
  // A voucher link (?voucher=…) or a past 30-day promo removes the trial; the server decides in the end.
  const flags = {
    hasVoucher: search.has('voucher'),
    isPromo30: Boolean(session.userInfo?.assinaturas.some((sub) => sub.level === 'VIP30')),
  };
  const held = heldLevels(session.userInfo?.assinaturas ?? [], new Date());
  const currentCards = currentPlanCards(session.userInfo?.assinaturas ?? [], new Date());
  const granted = grantedPlans(session.userInfo?.assinaturas ?? [], new Date());
  const holdsPaidLevel = held.size > 0;
  // A card subscriber changes that subscription's plan; the plan it already has is not offered again.
  const cardSubscription = liveCardSubscription(session.userInfo?.assinaturas ?? [], new Date());
  const soldOut = site?.plansSoldOut ?? false;
  const withTrial = showsTrialBadge({ ...flags, signedIn, trialDays: session.userInfo?.trialDays, soldOut });

  const subscribe = async (plan: PlanDefinition) => {
    if (cardSubscription) return setChange(plan);
    setBusy(true);
    try {
      const { url } = await requestSubscriptionUrl(buildSubscriptionCheckoutRequest(plan, flags));
      window.location.assign(url);
    } catch (error) {
      console.error(error);
      setBusy(false);
    }
  };

  /** After a purchase or a plan change: the account page shows what the user now has. */
  const changed = async () => {
    await session.reloadUserInfo();
    navigate(paths.account);
  };

  const confirmOneOff = async (address: InvoiceAddress) => {
    if (!choice) return;
    const answer = await createPaidService(buildPlanPriceObject(choice.option.plan), address);
    if (answer.status === 'success') await changed();
  };

  return {
    signedIn,
    soldOut,
    withTrial,
    held,
    currentCards,
    granted,
    cardSubscription,
    busy,
    tabOf: (card: PlanCard) => tabs[card.id] ?? 'recorrente',
    selectTab: (card: PlanCard, tab: PaymentTab) => setTabs({ ...tabs, [card.id]: tab }),
    isCardPlan: (plan: PlanDefinition) => cardSubscription?.metadata.plan === plan.key,
    isCurrent: (card: PlanCard) => signedIn && (card.level ? currentCards.has(card.level) : !holdsPaidLevel),
    subscribe,
    change,
    closeChange: () => setChange(null),
    changed,
    choice,
    chooseOneOff: setChoice,
    closeChoice: () => setChoice(null),
    confirmOneOff,
    invoiceAddress: session.userInfo?.invoiceAddress ?? null,
  };
}

export type PlansScreenState = ReturnType<typeof usePlansScreen>;
