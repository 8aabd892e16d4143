import { planAbilityLines } from '../lib/plan-abilities';

/** 'Inclui' and 'Não inclui' of a plan, so a granted plan is not mistaken for the one it is named after. */
export function PlanAbilities({ level }: { level: string }) {
  const { included, excluded } = planAbilityLines(level);
  return (
    <div className="plan-abilities" data-testid="plan-abilities">
      <p className="plan-abilities-title">Inclui</p>
      <ul className="plan-abilities-included">
        {included.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {excluded.length > 0 && (
        <>
          <p className="plan-abilities-title">Não inclui</p>
          <ul className="plan-abilities-excluded">
            {excluded.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
