import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { useSession } from '../../app/providers/session-provider';

/**
 * Back of the asset card: the alerts slot. For now it shows how many alerts the user has on this asset;
 * the alerts feature replaces the body with its list and editor.
 */
export function AssetCardBack({ asset }: { asset: string }) {
  const session = useSession();
  if (!session.can('alerts:use')) {
    return (
      <div className="card-back">
        <p>Os alertas estão disponíveis apenas para os planos Assinante e VIP.</p>
        <Link to={paths.plans}>Saiba mais</Link>
      </div>
    );
  }
  const count = (session.userInfo?.alerts ?? []).filter((group) => group.asset === asset).reduce((sum, group) => sum + group.alerts.length, 0);
  return (
    <div className="card-back">
      <p data-alerts-count={count}>{count === 1 ? '1 alerta configurado' : `${count} alertas configurados`}</p>
    </div>
  );
}
