import { lastSignalsLabel, signalLabel, type TrackRecordGroup, type WindowSummary } from '@agulhadas/domain/chart';
import { formatMoveAtr, formatMovePct } from './model/chart-format';

function Move({ pct, atr, signed }: { pct: number | null; atr: number | null; signed: boolean }) {
  return (
    <>
      {formatMovePct(pct, signed)}
      <small>{formatMoveAtr(atr)}</small>
    </>
  );
}

const ROWS: { label: string; cell: (w: WindowSummary) => React.ReactNode }[] = [
  { label: 'A favor (máx.)', cell: (w) => <Move pct={w.favourablePct} atr={w.favourableAtr} signed={false} /> },
  { label: 'Contra (máx.)', cell: (w) => <Move pct={w.adversePct} atr={w.adverseAtr} signed={false} /> },
  { label: 'Fechamento', cell: (w) => <Move pct={w.closePct} atr={w.closeAtr} signed /> },
  { label: 'Fecharam a favor', cell: (w) => (w.measured === 0 ? '—' : `${w.positive} de ${w.measured}`) },
  { label: 'Recentes demais', cell: (w) => String(w.tooRecent) },
];

/** What followed each kind of signal on this chart (docs/signals.md, "Track record"): means over the stored candles. */
export function TrackRecordPanel({ groups }: { groups: readonly TrackRecordGroup[] }) {
  return (
    <section className="track-record" aria-labelledby="track-record-title">
      <h2 id="track-record-title">O que veio depois dos sinais</h2>
      {groups.length === 0 ? (
        <p className="muted">Nenhum sinal nos candles guardados deste gráfico.</p>
      ) : (
        <div className="track-groups">
          {groups.map((group) => (
            <table
              key={`${group.kind}${group.side}`}
              className={`track-group ${group.side === 1 ? 'buy' : 'sell'}`}
              data-signal={`${group.kind}:${group.side}`}
            >
              <caption>
                <strong>{signalLabel(group.kind, group.side)}</strong> —{' '}
                {lastSignalsLabel(group.kind, group.side, group.count)}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Média</th>
                  {group.windows.map((w) => (
                    <th key={w.candles} scope="col">
                      em {w.candles} candles
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {ROWS.map((row) => (
                  <tr key={row.label}>
                    <th scope="row">{row.label}</th>
                    {group.windows.map((w) => (
                      <td key={w.candles}>{row.cell(w)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          ))}
        </div>
      )}
      <p className="track-note">
        Entrada no fechamento do candle do sinal; movimentos máximos pela máxima e mínima dos candles seguintes, em % da
        entrada e em ATR (8) do candle do sinal. Resultados passados não garantem resultados futuros. Não é recomendação
        de investimento.
      </p>
    </section>
  );
}
