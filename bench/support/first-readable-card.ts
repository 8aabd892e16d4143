import type { Page } from 'playwright-core';

/**
 * The page-side check, as text: functions passed to the page from tsx-compiled code carry a name helper that does
 * not exist there. At every animation frame it looks for a card on screen with its name and price written and a
 * timeframe row not faded as stale whose Didi box is on screen and fully opaque, and keeps the page's time of the
 * first frame that shows one.
 */
const CHECK = `(() => {
  const fullyOpaque = (element) => {
    for (let node = element; node; node = node.parentElement) if (Number(getComputedStyle(node).opacity) < 1) return false;
    return true;
  };
  const onScreen = (element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
  };
  const readable = (card) => {
    const name = card.querySelector('.card-title .name')?.textContent?.trim();
    const price = card.querySelector('.card-quote .price')?.textContent?.trim();
    if (!name || !price || !onScreen(card)) return false;
    return [...card.querySelectorAll('.tf-row:not([data-stale]) .didi-box')].some((box) => onScreen(box) && fullyOpaque(box));
  };
  const check = () => {
    if ([...document.querySelectorAll('.asset-card')].some(readable)) window.firstReadableCardMs = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

/** Installs the check before the page's own scripts run, for the page's next navigations. */
export async function watchFirstReadableCard(page: Page): Promise<void> {
  await page.addInitScript({ content: CHECK });
}

/** Waits for the first readable card and answers when it showed (ms since navigation start). */
export async function firstReadableCardMs(page: Page, timeout = 60_000): Promise<number> {
  // A function, not text: the page's content security policy refuses to evaluate text.
  const handle = await page.waitForFunction(
    () => (window as unknown as { firstReadableCardMs?: number }).firstReadableCardMs,
    undefined,
    {
      timeout,
      polling: 100,
    },
  );
  return Number(await handle.jsonValue());
}
