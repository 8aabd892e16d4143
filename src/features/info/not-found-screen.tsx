import { Link } from 'react-router';
import { paths } from '../../lib/paths';

/** 404: 'Página inexistente', a link home and a logout link. */
export function NotFoundScreen() {
  return (
    <section className="not-found">
      <h1>Página inexistente</h1>
      <p>
        <Link to={paths.home}>Voltar para o início</Link>
      </p>
      <p>
        <a href={paths.logout}>Sair</a>
      </p>
    </section>
  );
}
