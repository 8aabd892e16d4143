import { useEffect } from 'react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session-provider';
import { SITE } from '../../lib/site';
import { useSiteConfig } from '../../lib/site-config';
import { MARKET_TITLES, type BrokerMarket, type PartnerBroker } from './partner-brokers';
import { sendBrokerEmail, type BrokerEmailSender } from './send-broker-email';
import './brokers.css';

const MARKETS: readonly BrokerMarket[] = ['forex', 'crypto', 'b3'];

function BrokerCard({ broker, sender }: { broker: PartnerBroker; sender: BrokerEmailSender | null }) {
  const open = () => {
    if (!sender) return;
    // The e-mail is not awaited: the link opens in a new tab at once (a delayed window.open is
    // blocked as a popup) and this page stays open, so the request completes. Failures are only logged.
    sendBrokerEmail(sender, broker).catch((error: unknown) => console.error('sendEmail', error));
    window.open(broker.link, '_blank', 'noopener,noreferrer');
  };
  return (
    <li className="broker-card" data-broker={broker.name}>
      <h3>{broker.name}</h3>
      <a className="broker-site" href={broker.website} target="_blank" rel="noopener noreferrer">
        {broker.website.replace(/^https:\/\/(www\.)?/, '')}
      </a>
      <p>{broker.description}</p>
      <p className="broker-change">
        <strong>Mudança de base:</strong> {broker.mudanca}
      </p>
      {sender && broker.button && (
        <button type="button" className="cta broker-open" onClick={open}>
          Abrir conta na {broker.name}
        </button>
      )}
    </li>
  );
}

/** /corretoras: seven partner brokers, account-opening steps, risk disclaimers. */
export function BrokersScreen() {
  const session = useSession();
  const brokers = useSiteConfig().data?.partnerBrokers;
  useEffect(() => {
    document.title = `Corretoras parceiras · ${SITE.name}`;
    return () => {
      document.title = SITE.name;
    };
  }, []);
  // Buttons only for signed-in users: the e-mail goes to the account's address.
  const sender: BrokerEmailSender | null =
    session.clientPrincipal && session.id && session.email
      ? { email: session.email, userId: session.id, nome: session.displayName ?? session.email }
      : null;

  return (
    <article className="brokers-page">
      <h1>Corretoras parceiras</h1>
      <p className="lead">
        Abra a sua conta em uma corretora parceira e opere as agulhadas em Forex, criptomoedas ou na B3. Quem opera por
        uma parceira com regularidade pode ter a assinatura do {SITE.name} subsidiada.
      </p>

      <section aria-labelledby="brokers-steps">
        <h2 id="brokers-steps">Como abrir a sua conta</h2>
        <ol>
          <li>
            {sender ? (
              'Escolha a corretora e clique em “Abrir conta”.'
            ) : (
              <>
                Faça o <a href={paths.login(paths.brokers)}>login</a> e escolha a corretora.
              </>
            )}
          </li>
          <li>Enviamos para o seu e-mail as instruções e o link de cadastro da corretora, que abre em uma nova aba.</li>
          <li>Complete o cadastro e a verificação de identidade exigidos pela corretora.</li>
          <li>Já tem conta na corretora? Siga a instrução de mudança de base indicada no cartão.</li>
          <li>Faça o depósito e opere com regularidade para manter o benefício da parceria.</li>
        </ol>
      </section>

      {!brokers ? (
        <p className="loading">Carregando...</p>
      ) : brokers.length === 0 ? (
        <p className="empty">Nenhuma corretora parceira no momento. Volte em breve.</p>
      ) : (
        MARKETS.filter((market) => brokers.some((broker) => broker.market === market)).map((market) => (
          <section key={market} aria-labelledby={`brokers-${market}`}>
            <h2 id={`brokers-${market}`}>{MARKET_TITLES[market]}</h2>
            <ul className="broker-grid">
              {brokers
                .filter((broker) => broker.market === market)
                .map((broker) => (
                  <BrokerCard key={broker.name} broker={broker} sender={sender} />
                ))}
            </ul>
          </section>
        ))
      )}

      <section aria-labelledby="brokers-risk" className="risk">
        <h2 id="brokers-risk">Avisos de risco</h2>
        <ul>
          <li>
            Forex e CFDs são instrumentos complexos e alavancados, com alto risco de perda rápida de dinheiro; a maioria
            das contas de investidores de varejo perde dinheiro operando esses produtos. Só opere o que você pode
            perder.
          </li>
          <li>Criptomoedas são altamente voláteis e não contam com garantia do Fundo Garantidor de Créditos (FGC).</li>
          <li>
            Corretoras estrangeiras não são autorizadas nem supervisionadas pela CVM ou pelo Banco Central do Brasil;
            verifique a regulação de cada uma antes de depositar.
          </li>
          <li>
            O {SITE.name} pode receber comissão das corretoras parceiras. Nada nesta página é recomendação de
            investimento. Rentabilidade passada não garante resultados futuros.
          </li>
        </ul>
        <p>
          Dúvidas? <Link to={paths.contact}>Entre em contato</Link>.
        </p>
      </section>
    </article>
  );
}
