import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { paths } from '../../lib/paths';
import './alerts.css';

const TABS = [
  { to: paths.templates, label: 'Modelos' },
  { to: paths.alerts, label: 'Meus alertas' },
  { to: paths.notifications, label: 'Notificações' },
  { to: paths.devices, label: 'Dispositivos' },
] as const;

/** Frame of the alert area: the four tabs, then the tab's content. */
export function AlertArea({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="alert-area">
      <nav className="alert-tabs" aria-label="Alertas e Notificações">
        {TABS.map((tab) => (
          <NavLink key={tab.to} to={tab.to} className={({ isActive }) => (isActive ? 'tab active' : 'tab')}>
            {tab.label}
          </NavLink>
        ))}
      </nav>
      <h1>{title}</h1>
      {children}
    </section>
  );
}
