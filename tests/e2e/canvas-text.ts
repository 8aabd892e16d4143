import type { Page } from 'playwright-core';

/** Records every text the page draws on a canvas (the chart's axis labels are drawn, not in the DOM). */
export async function recordCanvasText(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const drawn = new Set<string>();
    (window as unknown as { drawnTexts: Set<string> }).drawnTexts = drawn;
    const fillText = CanvasRenderingContext2D.prototype.fillText;
    CanvasRenderingContext2D.prototype.fillText = function (text: string, x: number, y: number, maxWidth?: number) {
      drawn.add(String(text));
      return maxWidth === undefined ? fillText.call(this, text, x, y) : fillText.call(this, text, x, y, maxWidth);
    };
  });
}

/** The canvas texts drawn so far, once the chart has drawn `until`. */
export async function drawnTexts(page: Page, until: RegExp): Promise<string[]> {
  await page.waitForFunction(
    (source) =>
      [...(window as unknown as { drawnTexts: Set<string> }).drawnTexts].some((text) => new RegExp(source).test(text)),
    until.source,
  );
  return page.evaluate(() => [...(window as unknown as { drawnTexts: Set<string> }).drawnTexts]);
}
