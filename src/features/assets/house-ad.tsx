import { Link } from 'react-router';
import { paths } from '../../lib/paths';

/** Our own ad in the list for non-paying users: the plans, no third-party scripts. */
export function HouseAd() {
  return (
    <aside className="house-ad" aria-label="Publicidade">
      <span className="ad-tag">Anúncio</span>
      <strong>Dados em tempo real, ordenação e alertas no Telegram</strong>
      <p>Assine e veja todos os mais de 1200 ativos sem atraso.</p>
      <Link className="cta" to={paths.plans}>
        Conheça os planos
      </Link>
    </aside>
  );
}
