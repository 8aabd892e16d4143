import { SITE, supportMailto } from '../../lib/site';
import { InfoPage } from './info-page';

function formatReais(cents: number): string {
  return `R$ ${(cents / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/**
 * /contratar: the pre-sale of the locally installed version, joined by e-mail (docs/decisions/0035-contratar.md, 'Public pages').
 */
export function HireScreen() {
  const { priceCents, supportMonths } = SITE.localInstall;
  return (
    <InfoPage
      title={`${SITE.name} na sua máquina`}
      lead="Pré-venda da versão instalada localmente, para quem quer rodar o robô na própria infraestrutura."
    >
      <div className="price-box">
        <p className="price">{formatReais(priceCents)}</p>
        <span>pagamento único, com {supportMonths} meses de suporte</span>
      </div>
      <section aria-labelledby="hire-what">
        <h2 id="hire-what">O que está incluído</h2>
        <ul>
          <li>
            O robô de leitura dos indicadores do método e o painel de ativos, instalados no seu computador ou servidor.
          </li>
          <li>Escolha livre dos ativos e tempos gráficos acompanhados, com os dados da sua própria fonte.</li>
          <li>Ajuda na instalação e suporte por e-mail durante {supportMonths} meses.</li>
        </ul>
      </section>
      <section aria-labelledby="hire-how">
        <h2 id="hire-how">Como participar da pré-venda</h2>
        <ol>
          <li>
            Envie um e-mail para <a href={supportMailto('Pré-venda da versão local')}>{SITE.supportEmail}</a> dizendo
            que quer participar.
          </li>
          <li>Respondemos com os requisitos técnicos, o contrato e as formas de pagamento.</li>
          <li>Após o pagamento, agendamos a instalação e começa o período de suporte.</li>
        </ol>
      </section>
      <p className="note">As vagas da pré-venda são limitadas e atendidas por ordem de chegada dos e-mails.</p>
    </InfoPage>
  );
}
