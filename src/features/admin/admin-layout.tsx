import { NavLink, Outlet } from 'react-router';
import { useSession } from '../../lib/session-provider';
import { ADMIN_SECTIONS } from './admin-sections';
import './admin.css';

/** The back office's frame: title, section nav, the section. Sessions without the admin role see why instead. */
export function AdminLayout() {
  const { dataLoaded, roles, clientPrincipal } = useSession();
  const isAdmin = clientPrincipal?.userRoles.includes('admin') ?? roles.includes('admin');
  return (
    <div className="admin">
      <h1>Administração</h1>
      {!dataLoaded ? null : !isAdmin ? (
        <p className="admin-denied" role="alert">
          Acesso restrito a administradores.
        </p>
      ) : (
        <>
          <nav className="admin-nav" aria-label="Seções da administração">
            {ADMIN_SECTIONS.map((section) => (
              <NavLink key={section.to} to={section.to} end={section.end}>
                {section.label}
              </NavLink>
            ))}
          </nav>
          <Outlet />
        </>
      )}
    </div>
  );
}
