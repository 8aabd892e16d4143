import type { Page } from 'playwright-core';

/** One layout shift not caused by input, and the class names of the elements that moved (to see why on failure). */
export interface Shift {
  value: number;
  nodes: string[];
}

/** Before the next navigation: records every layout shift the browser reports to a PerformanceObserver. */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: Array<{ value: number; nodes: string[] }> = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{
        value: number;
        hadRecentInput: boolean;
        sources: Array<{ node?: Node }>;
      }>) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          nodes: entry.sources.map((source) => (source.node as Element | undefined)?.className ?? '?'),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts recorded so far and their sum (the cumulative layout shift), once the last frames have landed. */
export async function layoutShifts(page: Page): Promise<{ cls: number; shifts: Shift[] }> {
  // Shifts are reported after the frame that caused them.
  await page.waitForTimeout(1_000);
  const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: Shift[] }).layoutShifts);
  return { cls: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts };
}
