import { Link, useSearchParams } from 'react-router';
import { paths } from '../../lib/paths';
import { SITE } from '../../lib/site';
import { CheckoutOutcomeText } from './checkout-outcome-text';
import './plans.css';

/** /assinou: thanks; the text depends on ?content= (none: what the card checkout ?session= became; promo30; corretora). */
export function SubscribedScreen() {
  const [search] = useSearchParams();
  const content = search.get('content');
  return (
    <section className="subscribed">
      <h1>Obrigado</h1>
      {content === 'promo30' ? (
        <p>
          Aproveite os seus 30 dias do plano VIP! Antes do fim dos 30 dias você receberá um e-mail com um convite para
          continuar assinando em <Link to={paths.plans}>Planos de Assinatura</Link>.
        </p>
      ) : content === 'corretora' ? (
        <p>
          A sua assinatura é subsidiada pela corretora parceira. Para mantê-la, é preciso operar regularmente pela
          corretora; caso contrário, a assinatura subsidiada será encerrada.
        </p>
      ) : (
        <CheckoutOutcomeText session={search.get('session')} />
      )}
      {content !== 'promo30' && (
        <p>
          Para liberar os recursos de assinante, <a href={paths.logout}>saia</a> e entre novamente.
        </p>
      )}
      <ul className="subscribed-links">
        <li>
          <a href={SITE.youtube.url} target="_blank" rel="noreferrer">
            Canal no YouTube
          </a>
        </li>
        <li>
          <a href={SITE.telegramBotUrl} target="_blank" rel="noreferrer">
            Robô de alertas no Telegram
          </a>
        </li>
        <li>
          <a href={SITE.telegramGroupUrl} target="_blank" rel="noreferrer">
            Grupo de usuários no Telegram
          </a>
        </li>
      </ul>
    </section>
  );
}
