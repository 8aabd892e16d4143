import type { Page } from 'playwright-core';

/**
 * The first card a person can read: its asset's name and price written, and at least one timeframe row that is not
 * faded as stale with its Didi box on screen. Installed before the page's own scripts, the check runs at every
 * animation frame and keeps the page's time (ms since navigation start) of the first frame that shows such a card.
 */
export async function watchFirstReadableCard(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const fullyOpaque = (element: Element | null): boolean => {
      for (let node = element; node; node = node.parentElement) if (Number(getComputedStyle(node).opacity) < 1) return false;
      return true;
    };
    const onScreen = (element: Element): boolean => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth;
    };
    const readable = (card: Element): boolean => {
      const name = card.querySelector('.card-title .name')?.textContent?.trim();
      const price = card.querySelector('.card-quote .price')?.textContent?.trim();
      if (!name || !price || !onScreen(card)) return false;
      return [...card.querySelectorAll('.tf-row:not([data-stale]) .didi-box')].some((box) => onScreen(box) && fullyOpaque(box));
    };
    const check = () => {
      if ([...document.querySelectorAll('.asset-card')].some(readable)) {
        Object.assign(window, { firstReadableCardMs: performance.now() });
        return;
      }
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}

/** Waits for the first readable card and answers when it showed (ms since navigation start). */
export async function firstReadableCardMs(page: Page, timeout = 60_000): Promise<number> {
  const handle = await page.waitForFunction(() => (window as unknown as { firstReadableCardMs?: number }).firstReadableCardMs, undefined, {
    timeout,
    polling: 100,
  });
  return Number(await handle.jsonValue());
}
