import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session-provider';
import { SignInPrompt } from '../../components/sign-in-prompt';
import { OWN_ASSETS_VIP_ONLY } from '@agulhadas/domain/own-assets';
import { AssetDashboardScreen } from './asset-dashboard-screen';
import type { DashboardParts } from './dashboard-parts';
import { LIST_TITLE } from './dashboard-list';
import { UserKeyPanel } from './user-key-panel';

/**
 * /appuser: the dashboard of the user's own assets, once the session says who is asking. Own assets belong to a
 * signed-in VIP: anyone else is told how to get there instead of meeting a load error (a VIP30, whose plan has the
 * webhook but not own assets, still finds its key, the webhook address and the TradingView indicator here).
 */
export function OwnAssetsScreen({ parts }: { parts: DashboardParts }) {
  const session = useSession();
  if (session.dataLoaded && session.can('userAssets:use')) return <AssetDashboardScreen list="appuser" parts={parts} />;
  return (
    <section className="dashboard">
      <h1>{LIST_TITLE.appuser}</h1>
      {!session.dataLoaded ? (
        <p className="loading">Carregando...</p>
      ) : !session.clientPrincipal ? (
        <SignInPrompt>para ver os seus ativos.</SignInPrompt>
      ) : (
        <>
          <UserKeyPanel />
          <p>
            {OWN_ASSETS_VIP_ONLY} <Link to={paths.plans}>Ver planos</Link>
          </p>
        </>
      )}
    </section>
  );
}
