import { Link } from 'react-router';
import { BellIcon, CommentIcon, FlipBackIcon } from '../../components/icons';
import { paths } from '../../lib/paths';
import type { CardContext } from './card-context';
import { useDashboardParts } from './dashboard-parts';
import type { AssetCardState } from './use-asset-card';

/** The card's footer: favourite, comments and alerts for the signed-in, delete on /appuser, subscribe for non-payers. */
export function AssetCardActions({ asset, ctx, card }: { asset: string; ctx: CardContext; card: AssetCardState }) {
  const { FavoriteToggle } = useDashboardParts();
  const { flipped, label } = card;
  return (
    <footer className="card-actions">
      {ctx.signedIn && (
        <>
          <FavoriteToggle asset={asset} active={ctx.favoriteSet.has(asset)} onToggle={ctx.toggleFavorite} />
          <button
            type="button"
            className="icon-button"
            aria-expanded={card.commentsOpen}
            aria-label={`Comentários de ${label}`}
            title="Comentários"
            onClick={card.toggleComments}
          >
            <CommentIcon />
          </button>
          <button
            type="button"
            className="icon-button"
            aria-pressed={flipped}
            aria-label={flipped ? 'Ver leituras' : `Ver alertas de ${label}`}
            title={flipped ? 'Ver leituras' : 'Ver alertas'}
            onClick={card.toggleFlipped}
          >
            {flipped ? <FlipBackIcon /> : <BellIcon />}
          </button>
        </>
      )}
      {ctx.onDelete && (
        <button type="button" className="link danger" onClick={() => ctx.onDelete?.(asset)}>
          Excluir ativo
        </button>
      )}
      {!ctx.paid && (
        <Link className="subscribe-link" to={paths.plans}>
          Assine e veja sem atraso
        </Link>
      )}
    </footer>
  );
}
