import { CountPills } from './count-pills';
import { useAgulhadaTotals } from './use-agulhada-totals';

/** Live buy/sell counts and the alerts of the last 24 h (totalRecentAlerts); their room is held until known. */
export function AgulhadaCounts() {
  return <CountPills counts={useAgulhadaTotals()} />;
}
