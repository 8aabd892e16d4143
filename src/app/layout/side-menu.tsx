import { NavLink } from 'react-router';
import type { Policy } from '@agulhadas/domain/permissions';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session-provider';

interface MenuItem {
  label: string;
  to: string;
  policy?: Policy;
  badge?: string;
  signedIn?: boolean;
}

/** The side menu's entries, in the order users see them. */
const ITEMS: MenuItem[] = [
  { label: 'Lista de ativos', to: paths.assets() },
  { label: 'Tempo real', to: paths.realtime, policy: 'realtime:use', badge: 'beta' },
  { label: 'Meus ativos', to: paths.userAssets, policy: 'userAssets:use' },
  { label: 'Indicador TradingView', to: paths.indicatorInstall, policy: 'userKey:show' },
  { label: 'Alertas e Notificações', to: paths.templates },
  { label: 'Como usar', to: paths.info },
  { label: 'Assinatura', to: paths.plans },
  { label: 'FAQ', to: paths.faq },
  { label: 'Lojinha', to: paths.shop },
  { label: 'Contato', to: paths.contact },
  { label: 'Política de privacidade', to: paths.privacy },
  { label: 'Minha conta', to: paths.account, signedIn: true },
];

export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const session = useSession();
  const signedIn = Boolean(session.clientPrincipal);
  return (
    <nav className="side-menu" aria-label="Menu principal">
      <ul>
        {!signedIn && (
          <li>
            <a href={paths.login()}>Entrar</a>
          </li>
        )}
        {ITEMS.filter((item) => (!item.policy || session.can(item.policy)) && (!item.signedIn || signedIn)).map(
          (item) => (
            <li key={item.to}>
              <NavLink to={item.to} onClick={onNavigate}>
                {item.label}
                {item.badge && <span className="badge">{item.badge}</span>}
              </NavLink>
            </li>
          ),
        )}
        {signedIn && (
          <li>
            <a href={paths.logout}>Sair</a>
          </li>
        )}
      </ul>
    </nav>
  );
}
