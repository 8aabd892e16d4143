import { useE2E } from './harness';

/**
 * The browser reads the clock the product runs on (a weekday session, whatever day the suite runs on): after a
 * navigation, a sign-in and a reload the page's `Date` stays within a second of the product's.
 */
const product = useE2E();

const gap = async (page: import('playwright-core').Page) =>
  Math.abs((await page.evaluate(() => Date.now())) - Date.now());

test('a page and the product agree on what time it is, across navigations', async () => {
  const { context, page } = await product().newPage();
  await page.goto('/');
  expect(await gap(page)).toBeLessThan(1_000);
  await page.goto('/app');
  await page.reload();
  expect(await gap(page)).toBeLessThan(1_000);
  expect(new Date(await page.evaluate(() => Date.now())).toISOString().slice(0, 10)).toBe('2026-11-25');
  await context.close();
});
