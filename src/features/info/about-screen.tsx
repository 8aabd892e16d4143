import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { INVESTMENT_DISCLAIMER, SITE } from '../../lib/site';
import { useSiteConfig } from '../../lib/site-config';
import { InfoPage } from './info-page';
import { YoutubeEmbed } from './youtube-embed';

/** Indicator settings the robot uses. */
const INDICATORS: ReadonlyArray<[name: string, settings: string, role: string]> = [
  ['DMI/ADX', '(8,8)', 'força e direção da tendência'],
  ['Bollinger', '(8,2)', 'abertura e fechamento das bandas'],
  ['Didi Index', '(3,8,20)', 'o cruzamento das médias que forma a agulhada'],
  ['Estocástico', '(8,3,3)', 'sobrecompra e sobrevenda'],
  ['Trix', '(9,4)', 'confirmação da tendência'],
];

/** /saiba-mais: mission, how it works, disclaimer, two videos, closing message. */
export function AboutScreen() {
  const videos = useSiteConfig().data?.videos ?? [];
  return (
    <InfoPage title="Saiba mais" lead={`Como o ${SITE.name} encontra as agulhadas do método Didi Aguiar para você.`}>
      <section aria-labelledby="about-mission">
        <h2 id="about-mission">Nossa missão</h2>
        <p>
          Ajudar quem opera com o método Didi Aguiar a encontrar as melhores oportunidades sem passar horas abrindo
          gráficos. Fazemos o trabalho repetitivo — ler os indicadores de centenas de ativos em vários tempos gráficos —
          para que você dedique o seu tempo à análise e à gestão das suas operações.
        </p>
      </section>

      <section aria-labelledby="about-how">
        <h2 id="about-how">Como funciona</h2>
        <p>Um robô acompanha mais de 1200 ativos e calcula os indicadores com os parâmetros do método:</p>
        <ul className="indicator-list">
          {INDICATORS.map(([name, settings, role]) => (
            <li key={name}>
              <strong>
                {name} {settings}
              </strong>{' '}
              — {role}
            </li>
          ))}
        </ul>
        <p>
          Os dados são enviados a cada 15 minutos, nos tempos gráficos de 15 minutos, 60 minutos, 4 horas (Forex e
          criptomoedas), diário e semanal. Alguns ativos têm os dados com atraso de 15 minutos, conforme as regras de
          distribuição de cotações da bolsa de origem.
        </p>
        <p>
          Não coletamos informações pessoais além do nome e do e-mail usados no seu login. Veja a{' '}
          <Link to={paths.privacy}>política de privacidade</Link>.
        </p>
        <p>
          Dúvidas ou sugestões? <Link to={paths.contact}>Entre em contato</Link>.
        </p>
      </section>

      <section aria-labelledby="about-disclaimer">
        <h2 id="about-disclaimer">Aviso importante</h2>
        <p className="note">{INVESTMENT_DISCLAIMER}</p>
      </section>

      {videos.length > 0 && (
        <section aria-labelledby="about-videos">
          <h2 id="about-videos">Vídeos explicativos</h2>
          {videos.map((video) => (
            <YoutubeEmbed key={video.key} id={video.id} title={video.title} />
          ))}
        </section>
      )}

      <section aria-labelledby="about-closing">
        <h2 id="about-closing">Bons trades!</h2>
        <p>
          Obrigado por usar o {SITE.name}. Ele é feito por traders, para traders, e melhora a cada sugestão que
          recebemos. Comece pela <Link to={paths.assets()}>lista de ativos</Link> e acompanhe as agulhadas de hoje.
        </p>
      </section>
    </InfoPage>
  );
}
