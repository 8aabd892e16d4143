import { MARKED_SIGNALS, type MarkedSignal } from '@agulhadas/domain/chart';
import { FORMING_TITLE } from '@agulhadas/domain/presentation/reading-presentation';
import type { ChartViewState } from './use-chart-view';

/** The toggles of the marks on the chart, one per kind of signal. */
const MARK_KIND_LABEL: Record<MarkedSignal, string> = {
  agulhado: 'Agulhadas',
  alerta: 'Alertas',
  confirmacao: 'Confirmações',
  pontofalso: 'Pontos falsos',
};

/** The optional panels and the kinds of signal marked, and a note when the last candle is still forming. */
export function ChartToggles({ view, forming }: { view: ChartViewState; forming: boolean }) {
  const { panels, setPanels, hiddenKinds, toggleKind } = view;
  return (
    <div className="panel-toggles">
      <label>
        <input
          type="checkbox"
          checked={panels.stochastic}
          onChange={(e) => setPanels({ ...panels, stochastic: e.target.checked })}
        />{' '}
        Estocástico
      </label>
      <label>
        <input
          type="checkbox"
          checked={panels.trix}
          onChange={(e) => setPanels({ ...panels, trix: e.target.checked })}
        />{' '}
        TRIX
      </label>
      <span className="mark-toggles" role="group" aria-label="Sinais no gráfico">
        {MARKED_SIGNALS.map((kind) => (
          <label key={kind}>
            <input
              type="checkbox"
              checked={!hiddenKinds.has(kind)}
              onChange={(e) => toggleKind(kind, e.target.checked)}
            />{' '}
            {MARK_KIND_LABEL[kind]}
          </label>
        ))}
      </span>
      {forming && (
        <span className="forming-note" title={FORMING_TITLE}>
          Último candle em formação (cinza): pode mudar até fechar.
        </span>
      )}
    </div>
  );
}
