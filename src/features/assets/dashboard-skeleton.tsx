/** Enough placeholder cards to fill a tall phone screen, whatever the number of columns. */
const SKELETON_CARDS = 6;

/**
 * The room the cards will take, held while the list or the session is on its way: placeholder cards of a card's
 * resting height and a block at least a screen tall, so nothing below (the footer) shows and then jumps away.
 */
export function DashboardSkeleton() {
  return (
    <div className="dashboard-skeleton" role="status" aria-label="Carregando...">
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        <div key={index} className="skeleton-card" />
      ))}
    </div>
  );
}
