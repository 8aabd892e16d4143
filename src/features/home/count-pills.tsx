import type { AgulhadaCounts } from './use-agulhada-totals';

const formatCount = (value: number) => value.toLocaleString('pt-BR');

/**
 * The room the counts take before they are known: the same pills with figures of a usual width, hidden from sight and
 * from screen readers, so the call to action and the sections below do not move when the counts arrive.
 */
const PLACEHOLDER: AgulhadaCounts = { compra: 888, venda: 888, recentAlerts: 8888 };

/** Buy and sell agulhada counts and the alerts of the last 24 h, as pills; `counts` null holds their room. */
export function CountPills({ counts }: { counts: AgulhadaCounts | null }) {
  const shown = counts ?? PLACEHOLDER;
  return (
    <div
      className={counts ? 'agulhada-counts' : 'agulhada-counts placeholder'}
      aria-live={counts ? 'polite' : undefined}
      aria-hidden={counts ? undefined : true}
    >
      <p className="count buy">
        <strong>{formatCount(shown.compra)}</strong> agulhadas de compra
      </p>
      <p className="count sell">
        <strong>{formatCount(shown.venda)}</strong> agulhadas de venda
      </p>
      {shown.recentAlerts !== null && (
        <p className="count alerts">
          <strong>{formatCount(shown.recentAlerts)}</strong>{' '}
          {shown.recentAlerts === 1 ? 'alerta enviado' : 'alertas enviados'} nas últimas 24 horas
        </p>
      )}
    </div>
  );
}
