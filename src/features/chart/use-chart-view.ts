import { useEffect, useMemo, useState } from 'react';
import type { MarkedSignal } from '@agulhadas/domain/chart';
import type { Timeframe } from '@agulhadas/domain/timeframes';
import type { ChartPanels } from './chart-panels';
import { useChart } from './use-chart';

/** The chart screen's data and the reader's choices on it: panels, hidden marks, the hovered candle, the picked signal. */
export function useChartView(asset: string, timeframe: Timeframe, telegramUser: string | null) {
  const { data, error } = useChart(asset, timeframe, telegramUser);
  const [panels, setPanels] = useState<ChartPanels>({ stochastic: false, trix: false });
  const [hovered, setHovered] = useState<number | null>(null);
  // A new object per pick, so picking the same signal again brings it back into view.
  const [focus, setFocus] = useState<{ index: number } | null>(null);
  const [hiddenKinds, setHiddenKinds] = useState<ReadonlySet<MarkedSignal>>(new Set());
  const marksNewestFirst = useMemo(() => (data ? [...data.marks].reverse() : []), [data]);
  useEffect(() => setFocus(null), [data]);

  const toggleKind = (kind: MarkedSignal, shown: boolean) => {
    const next = new Set(hiddenKinds);
    if (shown) next.delete(kind);
    else next.add(kind);
    setHiddenKinds(next);
  };
  const pickSignal = (time: number) => {
    setHovered(null);
    setFocus({ index: data ? data.time.indexOf(time) : -1 });
  };
  const last = data ? data.time.length - 1 : -1;
  return {
    data,
    error,
    panels,
    setPanels,
    hiddenKinds,
    toggleKind,
    focus,
    setHovered,
    pickSignal,
    marksNewestFirst,
    last,
    legendIndex: hovered ?? focus?.index ?? last,
  };
}

export type ChartViewState = ReturnType<typeof useChartView>;
