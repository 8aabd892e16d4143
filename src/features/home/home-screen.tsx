import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { useSession } from '../../app/providers/session-provider';

export function HomeScreen() {
  const session = useSession();
  return (
    <section className="home">
      {session.displayName && <h1>Bem-vindo, {session.displayName}!</h1>}
      {session.clientPrincipal ? (
        <Link className="cta" to={paths.assets('BMFBOVESPA', 'stock')}>
          Ver Oportunidades Agora
        </Link>
      ) : (
        <a className="cta" href={paths.login('/app')}>
          Começar Gratuitamente
        </a>
      )}
    </section>
  );
}
