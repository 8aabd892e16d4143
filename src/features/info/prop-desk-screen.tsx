import { supportMailto } from '../../lib/site';
import { InfoPage } from './info-page';

/** /mesa-proprietaria: a teaser for a prop-trader partnership. */
export function PropDeskScreen() {
  return (
    <InfoPage
      title="Mesa proprietária"
      lead="Em breve: opere com o capital de uma mesa proprietária parceira usando o método Didi Aguiar."
    >
      <section aria-labelledby="prop-what">
        <h2 id="prop-what">O que vem por aí</h2>
        <ul>
          <li>Avaliação para operar com capital da mesa, sem arriscar o seu patrimônio.</li>
          <li>Condições especiais para quem usa o Agulhadas.</li>
          <li>As leituras e os alertas do Agulhadas como apoio às suas operações.</li>
        </ul>
      </section>
      <p className="note">
        Quer ser avisado quando a parceria abrir? <a href={supportMailto('Mesa proprietária')}>Envie um e-mail</a> e
        colocamos você na lista.
      </p>
    </InfoPage>
  );
}
