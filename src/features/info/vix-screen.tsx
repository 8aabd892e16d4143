import { InfoPage } from './info-page';

/** The three charts of /vix, served as images by GET /api/getVixChart. */
const CHARTS = [
  { chart: 'futuro', caption: 'Curva dos contratos futuros do VIX' },
  { chart: 'puts', caption: 'Puts de VIX: contratos em aberto por preço de exercício' },
  { chart: 'calls', caption: 'Calls de VIX: contratos em aberto por preço de exercício' },
] as const;

export function VixScreen() {
  return (
    <InfoPage title="VIX" lead="O índice de volatilidade (o “índice do medo”) pela curva de futuros e pelas opções.">
      <div className="vix-charts">
        {CHARTS.map(({ chart, caption }) => (
          <figure key={chart}>
            <img src={`/api/getVixChart?chart=${chart}`} alt={caption} width={800} height={400} decoding="async" />
            <figcaption>{caption}</figcaption>
          </figure>
        ))}
      </div>
    </InfoPage>
  );
}
