import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session-provider';
import type { InvoiceAddress } from '../../domain/billing/invoice-address';
import { TRIAL_BADGE_TEXT } from '../../domain/plans/free-trial';
import { showsTrialBadge } from '../../domain/plans/trial-badge';
import { oneOffOptions, type OneOffOption } from '../../domain/plans/one-off-durations';
import { currentPlanCards } from '../../domain/plans/current-plan';
import { heldLevels, purchaseRefusal } from '../../domain/plans/plan-holding';
import { liveCardSubscription } from '../../domain/plans/plan-change';
import { FREE_SIGNUP_TEXT, PLANS_LOGIN_PROMPT, PLANS_PAGE_TITLE, PLANS_PAYMENT_LINE, planCards, type PlanCard } from '../../domain/plans/plan-cards';
import { DEFAULT_PLAN_CATALOGUE, type PlanDefinition } from '../../domain/plans/plan-catalogue';
import { buildPlanPriceObject, buildSubscriptionCheckoutRequest } from '../../domain/plans/plan-price-object';
import { formatBrl } from '../../domain/plans/price-format';
import { CurrentPlanBadge } from './current-plan-badge';
import { OneOffDialog } from './one-off-dialog';
import { PlanChangeDialog } from './plan-change-dialog';
import { createPaidService, requestSubscriptionUrl } from './plans-api';
import { useSiteConfig } from '../../lib/site-config';
import { WaitingList } from './waiting-list';
import './plans.css';

const catalogue = DEFAULT_PLAN_CATALOGUE;
const CARDS = planCards(catalogue);

type Tab = 'recorrente' | 'unico';

interface Choice {
  option: OneOffOption;
  card: PlanCard;
}

/** /assinatura: four plan cards; recurring goes to the card provider, one-off through a dialog. */
export function PlansScreen() {
  const session = useSession();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { data: site } = useSiteConfig();
  const [tabs, setTabs] = useState<Record<string, Tab>>({});
  const [choice, setChoice] = useState<Choice | null>(null);
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

  const renewingNote = (
    <p className="muted current-plan-note">
      Renovação automática ativa. <Link to={paths.account}>Gerenciar em Minha conta</Link>
    </p>
  );
  const isCardPlan = (plan: PlanDefinition) => cardSubscription?.metadata.plan === plan.key;

  const actions = (card: PlanCard) => {
    if (!signedIn || soldOut || !card.level) return null;
    if (!cardSubscription && purchaseRefusal(held, card.level)) return renewingNote;
    if (!card.hasOneOffTab) {
      if (isCardPlan(catalogue.basico_m)) return renewingNote;
      return (
        <button type="button" className="primary" disabled={busy} onClick={() => subscribe(catalogue.basico_m)}>
          Assine por {formatBrl(catalogue.basico_m.priceCents ?? 0)}/mês
        </button>
      );
    }
    const prefix = card.level === 'VIP' ? 'vip' : 'assinante';
    const tab = tabs[card.id] ?? 'recorrente';
    const monthly = catalogue[`${prefix}_m`];
    const annual = catalogue[`${prefix}_a`];
    const oneOffOffered = !purchaseRefusal(held, card.level, 'one-off');
    return (
      <div className="plan-tabs">
        <div role="tablist" aria-label={`Formas de pagamento ${card.title}`}>
          <button type="button" role="tab" aria-selected={tab === 'recorrente'} onClick={() => setTabs({ ...tabs, [card.id]: 'recorrente' })}>
            Recorrente
          </button>
          {oneOffOffered && (
            <button type="button" role="tab" aria-selected={tab === 'unico'} onClick={() => setTabs({ ...tabs, [card.id]: 'unico' })}>
              Único
            </button>
          )}
        </div>
        {tab === 'recorrente' || !oneOffOffered ? (
          <div role="tabpanel" className="plan-buttons">
            {isCardPlan(monthly) || isCardPlan(annual) ? renewingNote : null}
            {!isCardPlan(monthly) && (
              <button type="button" className="primary" disabled={busy} onClick={() => subscribe(monthly)}>
                Mensal — {formatBrl(monthly.priceCents ?? 0)}/mês
              </button>
            )}
            {!isCardPlan(annual) && (
              <button type="button" className="primary" disabled={busy} onClick={() => subscribe(annual)}>
                Anual — {formatBrl(annual.priceCents ?? 0)}/ano
              </button>
            )}
          </div>
        ) : (
          <div role="tabpanel" className="plan-buttons">
            <p className="muted">Pagamento único por PIX ou criptomoeda.</p>
            {oneOffOptions(card.level === 'VIP' ? 'VIP' : 'Assinante', catalogue).map((option) => (
              <button key={option.plan.key} type="button" onClick={() => setChoice({ option, card })}>
                {option.duration.label}
                {option.duration.discountPercent > 0 ? ` (${option.duration.discountPercent}% de desconto)` : ''} — {formatBrl(option.priceCents)}
              </button>
            ))}
          </div>
        )}
      </div>
    );
  };

  const isCurrent = (card: PlanCard) => signedIn && (card.level ? currentCards.has(card.level) : !holdsPaidLevel);

  return (
    <section className="plans">
      <h1>{PLANS_PAGE_TITLE}</h1>
      {soldOut && <WaitingList />}
      <ul className="plan-grid">
        {CARDS.map((card) => (
          <li key={card.id} className="plan-card" data-plan={card.id}>
            <h2>{card.title}</h2>
            {isCurrent(card) && <CurrentPlanBadge until={(card.level && currentCards.get(card.level)) ?? null} />}
            {card.paid && withTrial && !isCurrent(card) && <span className="trial-badge">{TRIAL_BADGE_TEXT}</span>}
            {/* The free card's title already says 'Grátis'. */}
            {card.monthlyPriceCents ? (
              <p className="plan-price">
                {formatBrl(card.monthlyPriceCents)}/mês
                {card.annualPriceCents ? <small> ou {formatBrl(card.annualPriceCents)}/ano</small> : null}
              </p>
            ) : null}
            <ul className="plan-features">
              {card.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
            {card.id === 'free' && !signedIn && (
              <a className="primary" href={paths.login(paths.assets())}>
                {FREE_SIGNUP_TEXT}
              </a>
            )}
            {actions(card)}
          </li>
        ))}
      </ul>
      {!signedIn && (
        <p className="login-prompt">
          <a href={paths.login(paths.plans)}>{PLANS_LOGIN_PROMPT}</a>
        </p>
      )}
      <p className="payment-line">{PLANS_PAYMENT_LINE}</p>
      {change && cardSubscription && <PlanChangeDialog subId={cardSubscription.subId} plan={change} onChanged={changed} onClose={() => setChange(null)} />}
      {choice && (
        <OneOffDialog
          option={choice.option}
          levelTitle={choice.card.title}
          withTrial={withTrial}
          initialAddress={session.userInfo?.invoiceAddress ?? null}
          onConfirm={confirmOneOff}
          onClose={() => setChoice(null)}
        />
      )}
    </section>
  );
}
