import { memo, Suspense } from 'react';
import type { ListedAsset } from '@agulhadas/domain/list-reading';
import { AssetCardActions } from './asset-card-actions';
import { AssetCardBody } from './asset-card-body';
import { AssetCardQuote } from './asset-card-quote';
import { AssetCardTitle } from './asset-card-title';
import { AssetLogo } from './asset-logo';
import type { CardContext } from './card-context';
import { useDashboardParts } from './dashboard-parts';
import { useAssetCard } from './use-asset-card';

export const AssetCard = memo(function AssetCard({ item, ctx }: { item: ListedAsset; ctx: CardContext }) {
  const card = useAssetCard(item, ctx);
  const { CommentsPanel } = useDashboardParts();
  return (
    <article
      className={item.locked ? 'asset-card locked' : 'asset-card'}
      data-asset={item.asset}
      data-locked={item.locked ? 'true' : undefined}
      // Tells the grid this card is not at its resting height, so its height is not learned for its shape.
      data-expanded={card.flipped || card.commentsOpen ? 'true' : undefined}
    >
      <header className="card-head">
        <AssetLogo asset={item.asset} />
        <AssetCardTitle item={item} label={card.label} mainTimeframe={card.mainTimeframe} layoutUrl={ctx.layoutUrl} />
        <AssetCardQuote item={item} now={ctx.now} />
      </header>
      <AssetCardBody item={item} ctx={ctx} card={card} />
      <AssetCardActions asset={item.asset} ctx={ctx} card={card} />
      {ctx.signedIn && card.commentsOpen && (
        <Suspense fallback={<p className="loading">Carregando...</p>}>
          <CommentsPanel asset={item.asset} />
        </Suspense>
      )}
    </article>
  );
});
