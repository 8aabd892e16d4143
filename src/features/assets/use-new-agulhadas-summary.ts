import { useEffect, useRef, useState } from 'react';
import type { ListedAsset } from '@agulhadas/domain/list-reading';
import { newAgulhadas, newAgulhadasSummary } from './model/new-agulhadas';

/**
 * The summary of the agulhadas the last round brought to the assets on screen, for a polite live region. `view` names
 * what the reader chose to see: when it changes, the new list is the baseline and nothing is announced.
 */
export function useNewAgulhadasSummary(items: readonly ListedAsset[] | undefined, view: string): string {
  const baseline = useRef<{ view: string; items: readonly ListedAsset[] } | null>(null);
  const [summary, setSummary] = useState('');
  useEffect(() => {
    if (!items) return;
    const before = baseline.current;
    baseline.current = { view, items };
    if (!before || before.view !== view) return;
    const text = newAgulhadasSummary(newAgulhadas(before.items, items));
    if (text) setSummary(text);
  }, [items, view]);
  return summary;
}
