import { Link } from 'react-router';
import { paths } from '../../lib/paths';

export const ALERTS_SUBSCRIBERS_ONLY = 'Os alertas estão disponíveis apenas para os planos Assinante e VIP.';

/** The 'alerts are for Assinante and VIP' message with its 'Saiba mais' link. */
export function SubscribersOnly() {
  return (
    <p className="subscribers-only">
      {ALERTS_SUBSCRIBERS_ONLY} <Link to={paths.plans}>Saiba mais</Link>
    </p>
  );
}
