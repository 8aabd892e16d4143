import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session-provider';
import { useAfterPaint } from '../../lib/use-after-paint';
import { SITE } from '../../lib/site';
import { CountPills } from './count-pills';
import { FeatureCards } from './feature-cards';
import './home.css';

// The counts come from an API call after the page shows anyway; their answer's check (zod) then stays out of the
// first script, and is asked for once the heading has painted, not beside it.
const AgulhadaCounts = lazy(() => import('./agulhada-counts').then((module) => ({ default: module.AgulhadaCounts })));

const TAGLINE = 'As agulhadas do método Didi Aguiar em mais de 1200 ativos, a cada 15 minutos.';

export function HomeScreen() {
  const session = useSession();
  const signedIn = Boolean(session.clientPrincipal);
  const painted = useAfterPaint();
  return (
    <div className="home">
      <section className="home-hero">
        {session.displayName ? (
          <>
            <h1>Bem-vindo, {session.displayName}!</h1>
            <p className="tagline">{TAGLINE}</p>
          </>
        ) : (
          <h1>{TAGLINE}</h1>
        )}
        <p className="hero-text">
          Nosso robô lê DMI/ADX, Bollinger, Didi Index, Estocástico e Trix e mostra onde a agulhada de compra ou de
          venda acabou de se formar.
        </p>
        {painted ? (
          <Suspense fallback={<CountPills counts={null} />}>
            <AgulhadaCounts />
          </Suspense>
        ) : (
          <CountPills counts={null} />
        )}
        {signedIn ? (
          <Link className="cta" to={paths.assets('BMFBOVESPA', 'stock')}>
            Ver Oportunidades Agora
          </Link>
        ) : (
          <a className="cta" href={paths.login('/app')}>
            Começar Gratuitamente
          </a>
        )}
      </section>
      <FeatureCards />
      <section className="home-about" aria-labelledby="home-about-title">
        <h2 id="home-about-title">Sobre o {SITE.name}</h2>
        <p>
          O {SITE.name} nasceu para quem opera com o método Didi Aguiar e não tem tempo de conferir centenas de
          gráficos. Um robô acompanha mais de 1200 ativos e, a cada 15 minutos, calcula os indicadores com os parâmetros
          do método e aponta as agulhadas de compra e de venda em cada tempo gráfico.
        </p>
        <Link to={paths.info}>Saiba mais sobre como funciona</Link>
      </section>
    </div>
  );
}
