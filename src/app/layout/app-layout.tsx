import { useEffect, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session-provider';
import { SideMenu } from './side-menu';
import { SiteFooter } from './site-footer';

/** Scrolls to the top on every path change. */
function ScrollToTop() {
  const { pathname } = useLocation();
  // Braces: Chromium's scrollTo now returns a Promise, which React would take for a cleanup function.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

export function AppLayout() {
  const session = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <div className="app-shell">
      <ScrollToTop />
      <header className="app-header">
        <button
          type="button"
          className="menu-toggle"
          aria-label="Abrir menu"
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen((open) => !open)}
        >
          ☰
        </button>
        <Link to={paths.home} className="logo" aria-label="Agulhadas — início">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span>Agulhadas</span>
        </Link>
        <div className="header-actions">
          {session.clientPrincipal ? <a href={paths.logout}>Sair</a> : <a href={paths.login()}>Entrar</a>}
        </div>
      </header>
      <div className="app-body">
        <aside className={menuOpen ? 'side open' : 'side'}>
          <SideMenu onNavigate={() => setMenuOpen(false)} />
        </aside>
        <div className="app-content">
          <main className="app-main">
            <Outlet />
          </main>
          <SiteFooter />
        </div>
      </div>
    </div>
  );
}
