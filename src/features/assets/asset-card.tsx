import { memo, Suspense, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import type { ListedAsset } from '../../domain/list-reading';
import { rowsShownAt } from '../../domain/presentation/asset-freshness';
import { chartUrl, logoPath } from '../../domain/presentation/chart-link';
import { formatCaptureTime, formatPrice } from '../../domain/presentation/format';
import { isFreshCapture } from '../../domain/presentation/staleness';
import type { Timeframe } from '../../domain/timeframes';
import { track } from '../../lib/analytics';
import { AssetCardBack } from './asset-card-back';
import { useDashboardParts } from './dashboard-parts';
import { StaleBadge } from './stale-badge';
import { TimeframeRow } from './timeframe-row';
import { BellIcon, CommentIcon, FlipBackIcon } from '../../components/icons';

/** What every card needs from the session, computed once per list render. */
export interface CardContext {
  now: Date;
  signedIn: boolean;
  paid: boolean;
  timeframes: Timeframe[];
  fadeExpired: boolean;
  layoutUrl: string | null;
  favoriteSet: ReadonlySet<string>;
  toggleFavorite: (asset: string) => void;
  /** Set on /appuser: the VIP may delete own assets. */
  onDelete?: (asset: string) => void;
}

// Logos that failed once: a card scrolled back into view renders without one instead of asking again.
const missingLogos = new Set<string>();

function hideBrokenLogo(event: React.SyntheticEvent<HTMLImageElement>, asset: string) {
  event.currentTarget.style.display = 'none';
  missingLogos.add(asset);
}

function onChart(asset: string, timeframe: Timeframe) {
  track('chart_click', { asset, timeframe });
}

export const AssetCard = memo(function AssetCard({ item, ctx }: { item: ListedAsset; ctx: CardContext }) {
  const [flipped, setFlipped] = useState(false);
  const [commentsOpen, setCommentsOpen] = useState(false);
  const { FavoriteToggle, CommentsPanel } = useDashboardParts();
  const rows = useMemo(() => ctx.timeframes.filter((tf) => item.readings[tf] !== undefined), [ctx.timeframes, item.readings]);
  const shownAt = rowsShownAt(item);
  const mainTimeframe: Timeframe = rows.includes('D') ? 'D' : (rows[0] ?? 'D');
  const label = `${item.assetPrefix}:${item.symbol}`;
  return (
    <article
      className={item.locked ? 'asset-card locked' : 'asset-card'}
      data-asset={item.asset}
      data-locked={item.locked ? 'true' : undefined}
      // Tells the grid this card is not at its resting height (see VirtualAssetGrid's height estimates).
      data-expanded={flipped || commentsOpen ? 'true' : undefined}
    >
      <header className="card-head">
        {!missingLogos.has(item.asset) && (
          <img
            className="logo"
            src={logoPath(item.asset)}
            alt=""
            width={32}
            height={32}
            loading="lazy"
            decoding="async"
            onError={(event) => hideBrokenLogo(event, item.asset)}
          />
        )}
        <div className="card-title">
          {item.locked ? (
            <Link className="symbol" to={paths.plans} title="Exclusivo para assinantes">
              {label}
              <span className="lock-star" aria-label="Exclusivo para assinantes">
                ★
              </span>
            </Link>
          ) : (
            <span className="symbol-row">
              <Link
                className="symbol"
                to={paths.chart(item.asset, mainTimeframe)}
                title={`Gráfico ${label}`}
                onClick={() => onChart(item.asset, mainTimeframe)}
              >
                {label}
              </Link>
              <a
                className="external-chart"
                href={chartUrl(item.asset, mainTimeframe, ctx.layoutUrl)}
                target="_blank"
                rel="noopener noreferrer"
                title="Abrir no TradingView"
                aria-label={`Abrir ${label} no TradingView`}
              >
                ↗
              </a>
            </span>
          )}
          <span className="name">{item.nome}</span>
          <span className="exchange">{item.assetPrefix}</span>
        </div>
        <div className="card-quote">
          <span className="price">{formatPrice(item.preco, item)}</span>
          <time className={isFreshCapture(item.lastUpdate, ctx.now) ? 'capture fresh' : 'capture'} dateTime={item.lastUpdate ?? undefined}>
            {formatCaptureTime(item.lastUpdate)}
          </time>
          <StaleBadge item={item} now={ctx.now} />
          {item.delayed && (
            <abbr className="delay-marker" title="Dados com atraso de 20 minutos">
              D
            </abbr>
          )}
        </div>
      </header>
      <div className="card-body">
        {flipped ? (
          <AssetCardBack asset={item.asset} assetType={item.assetType} />
        ) : item.locked ? (
          <p className="locked-note">
            Ativo exclusivo para assinantes. <Link to={paths.plans}>Assine</Link>
          </p>
        ) : rows.length === 0 ? (
          <p className="muted">Sem leituras no momento.</p>
        ) : (
          rows.map((tf) => (
            <TimeframeRow
              key={tf}
              asset={item.asset}
              timeframe={tf}
              reading={item.readings[tf]!}
              now={ctx.now}
              shownAt={shownAt}
              fadeExpired={ctx.fadeExpired}
              onChartClick={onChart}
            />
          ))
        )}
      </div>
      <footer className="card-actions">
        {ctx.signedIn && (
          <>
            <FavoriteToggle asset={item.asset} active={ctx.favoriteSet.has(item.asset)} onToggle={ctx.toggleFavorite} />
            <button
              type="button"
              className="icon-button"
              aria-expanded={commentsOpen}
              aria-label={`Comentários de ${label}`}
              title="Comentários"
              onClick={() => setCommentsOpen((open) => !open)}
            >
              <CommentIcon />
            </button>
            <button
              type="button"
              className="icon-button"
              aria-pressed={flipped}
              aria-label={flipped ? 'Ver leituras' : `Ver alertas de ${label}`}
              title={flipped ? 'Ver leituras' : 'Ver alertas'}
              onClick={() => setFlipped((value) => !value)}
            >
              {flipped ? <FlipBackIcon /> : <BellIcon />}
            </button>
          </>
        )}
        {ctx.onDelete && (
          <button type="button" className="link danger" onClick={() => ctx.onDelete?.(item.asset)}>
            Excluir ativo
          </button>
        )}
        {!ctx.paid && (
          <Link className="subscribe-link" to={paths.plans}>
            Assine e veja sem atraso
          </Link>
        )}
      </footer>
      {ctx.signedIn && commentsOpen && (
        <Suspense fallback={<p className="loading">Carregando...</p>}>
          <CommentsPanel asset={item.asset} />
        </Suspense>
      )}
    </article>
  );
});
