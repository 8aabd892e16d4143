import { subscriptionLevelText } from '../../lib/subscription-display';
import { PlanAbilities } from '../../components/plan-abilities';
import { CurrentPlanBadge } from './current-plan-badge';
import type { HeldUntil } from './model/current-plan';

/** The granted plans the user holds that no card below describes, named for what they are, with what they include and exclude. */
export function GrantedPlans({ granted }: { granted: ReadonlyMap<string, HeldUntil> }) {
  if (granted.size === 0) return null;
  return (
    <ul className="granted-plans">
      {[...granted].map(([level, until]) => (
        <li key={level} className="plan-card granted-plan" data-granted-level={level}>
          <h2>{subscriptionLevelText(level)}</h2>
          <CurrentPlanBadge until={until} />
          <PlanAbilities level={level} />
        </li>
      ))}
    </ul>
  );
}
