import type { Page } from 'playwright-core';

/**
 * Saves the signed-in user's buy-agulhada alert on `asset` (D) with `message`, from a page of the site, as the alert
 * editor saves it (POST /api/userAlerts); answers the status.
 */
export function createAgulhadaAlert(page: Page, asset: string, message: string): Promise<number> {
  return page.evaluate(
    async ({ asset, message }) => {
      const answer = await fetch('/api/userAlerts', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          asset,
          timeframe: 'D',
          alertConfig: { rules: [{ name: 'agulhada', value: 1 }], message, frequency: 'tf' },
        }),
      });
      return answer.status;
    },
    { asset, message },
  );
}
