import { useCallback, useMemo } from 'react';
import type { ListedAsset } from '@agulhadas/domain/list-reading';
import { optionToTimeframe } from '@agulhadas/domain/timeframes';
import { apiFetch } from '../../lib/api';
import { useSession } from '../../lib/session-provider';
import { useClock } from '../../lib/use-clock';
import type { CardContext } from './card-context';
import type { DashboardOptions } from './chart-options';

interface CardContextInputs {
  /** The loaded list: `now` is taken again each time it changes. */
  data: readonly ListedAsset[] | undefined;
  own: boolean;
  reload: () => Promise<unknown>;
  favoriteAssets: string[];
  toggleFavorite: (asset: string) => void;
}

/** What every card of the list shares, computed once per list render. */
export function useCardContext({ data, own, reload, favoriteAssets, toggleFavorite }: CardContextInputs): CardContext {
  const session = useSession();
  const paid = session.can('ads:hidden');
  const options = session.options as DashboardOptions;
  const deleteOwnAsset = useCallback(
    async (asset: string) => {
      if (!window.confirm('Excluir ativo?')) return;
      await apiFetch('/api/userAssets', { method: 'DELETE', body: { asset } });
      await reload();
    },
    [reload],
  );
  const favoriteSet = useMemo(() => new Set(favoriteAssets), [favoriteAssets]);
  // Captured once per data load, and once a minute: rows fade and cards say 'sem dados recentes' against it even
  // when the robot stops and no new data ever arrives to move it; not every render.
  const minute = useClock(60_000);
  const now = useMemo(() => (data ? new Date(Math.max(minute, Date.now())) : new Date(0)), [data, minute]);
  return useMemo<CardContext>(
    () => ({
      now,
      signedIn: Boolean(session.clientPrincipal),
      paid,
      timeframes: options.timeframes.map(optionToTimeframe),
      fadeExpired: options.fadeExpiredTf,
      layoutUrl: options.tvlayout ? (options.tvlayoutUrl ?? null) : null,
      favoriteSet,
      toggleFavorite,
      onDelete: own ? (asset: string) => void deleteOwnAsset(asset) : undefined,
    }),
    [
      now,
      session.clientPrincipal,
      paid,
      options.timeframes,
      options.fadeExpiredTf,
      options.tvlayout,
      options.tvlayoutUrl,
      favoriteSet,
      toggleFavorite,
      own,
      deleteOwnAsset,
    ],
  );
}
