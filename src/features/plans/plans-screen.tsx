import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { TRIAL_BADGE_TEXT } from '@agulhadas/domain/plans/free-trial';
import {
  FREE_SIGNUP_TEXT,
  INDICATOR_FEATURE,
  PLANS_LOGIN_PROMPT,
  PLANS_PAGE_TITLE,
  PLANS_PAYMENT_LINE,
  planCards,
} from './model/plan-cards';
import { DEFAULT_PLAN_CATALOGUE } from '@agulhadas/domain/plans/plan-catalogue';
import { formatBrl } from '@agulhadas/domain/plans/price-format';
import { CurrentPlanBadge } from './current-plan-badge';
import { GrantedPlans } from './granted-plans';
import { PlanCardActions } from './plan-card-actions';
import { PlanOutlookNote } from './plan-outlook-note';
import { usePlansScreen } from './use-plans-screen';
import { WaitingList } from './waiting-list';
import './plans.css';

const CARDS = planCards(DEFAULT_PLAN_CATALOGUE);

// The dialogs load when a plan is chosen: the invoice address's check (zod) and the focus trap stay off the page's
// first paint.
const OneOffDialog = lazy(() => import('./one-off-dialog').then((module) => ({ default: module.OneOffDialog })));
const PlanChangeDialog = lazy(() =>
  import('./plan-change-dialog').then((module) => ({ default: module.PlanChangeDialog })),
);

/** /assinatura: four plan cards; recurring goes to the card provider, one-off through a dialog. */
export function PlansScreen() {
  const plans = usePlansScreen();
  const { signedIn, withTrial, currentCards, cardSubscription, change, choice } = plans;

  return (
    <section className="plans">
      <h1>{PLANS_PAGE_TITLE}</h1>
      {plans.soldOut && <WaitingList />}
      <GrantedPlans granted={plans.granted} />
      <ul className="plan-grid">
        {CARDS.map((card) => (
          <li key={card.id} className="plan-card" data-plan={card.id}>
            <h2>{card.title}</h2>
            {plans.isCurrent(card) && <CurrentPlanBadge until={(card.level && currentCards.get(card.level)) ?? null} />}
            {cardSubscription && card.level === cardSubscription.level && (
              <PlanOutlookNote subscription={cardSubscription} />
            )}
            {card.paid && withTrial && !plans.isCurrent(card) && (
              <span className="trial-badge">{TRIAL_BADGE_TEXT}</span>
            )}
            {/* The free card's title already says 'Grátis'. */}
            {card.monthlyPriceCents ? (
              <p className="plan-price">
                {formatBrl(card.monthlyPriceCents)}/mês
                {card.annualPriceCents ? <small> ou {formatBrl(card.annualPriceCents)}/ano</small> : null}
              </p>
            ) : null}
            <ul className="plan-features">
              {card.features.map((feature) => (
                <li key={feature}>
                  {feature === INDICATOR_FEATURE ? <Link to={paths.indicatorInstall}>{feature}</Link> : feature}
                </li>
              ))}
            </ul>
            {card.id === 'free' && !signedIn && (
              <a className="primary" href={paths.login(paths.assets())}>
                {FREE_SIGNUP_TEXT}
              </a>
            )}
            <PlanCardActions card={card} plans={plans} />
          </li>
        ))}
      </ul>
      {!signedIn && (
        <p className="login-prompt">
          <a href={paths.login(paths.plans)}>{PLANS_LOGIN_PROMPT}</a>
        </p>
      )}
      <p className="payment-line">{PLANS_PAYMENT_LINE}</p>
      <Suspense fallback={null}>
        {change && cardSubscription && (
          <PlanChangeDialog
            subId={cardSubscription.subId}
            plan={change}
            onChanged={plans.changed}
            onClose={plans.closeChange}
          />
        )}
        {choice && (
          <OneOffDialog
            option={choice.option}
            levelTitle={choice.card.title}
            withTrial={withTrial}
            initialAddress={plans.invoiceAddress}
            onConfirm={plans.confirmOneOff}
            onClose={plans.closeChoice}
          />
        )}
      </Suspense>
    </section>
  );
}
