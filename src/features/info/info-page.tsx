import { useEffect, type ReactNode } from 'react';
import { SITE } from '../../lib/site';
import './info.css';

/** Frame of every info page: one h1, the tab title, readable line length. */
export function InfoPage({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  useEffect(() => {
    document.title = `${title} · ${SITE.name}`;
    return () => {
      document.title = SITE.name;
    };
  }, [title]);
  return (
    <article className="info-page">
      <h1>{title}</h1>
      {lead && <p className="lead">{lead}</p>}
      {children}
    </article>
  );
}
