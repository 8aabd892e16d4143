import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { EmbeddedStore } from '../../local/src/store/embedded';
import { getStore } from '../../api/src/store/db';
import { loginAs, startE2E, type E2E } from './harness';

/**
 * Hardening through the running product: the database going down shows the client's error screen, and the
 * main pages have no serious or critical axe-core violations.
 */
jest.setTimeout(120_000);

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: unknown[]; html: string }>;
}

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

/** A context whose pages accept the injected axe script (the product's CSP rightly refuses inline scripts). */
async function auditContext(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await e2e.newContext({ bypassCSP: true });
  return { context, page: await context.newPage() };
}

async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: unknown) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}

const describeViolations = (violations: AxeViolation[]) =>
  violations
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help}\n  ${violation.nodes
          .slice(0, 3)
          .map((node) => node.html.slice(0, 160))
          .join('\n  ')}`,
    )
    .join('\n');

describe('database unavailable in the running product', () => {
  it("the asset list shows 'Ocorreu um erro' while the API answers 503, and recovers", async () => {
    const store = await getStore();
    if (!(store instanceof EmbeddedStore)) throw new Error('the e2e product runs on the embedded store');
    const { context, page } = await e2e.newPage();
    try {
      store.setUnavailable(true);
      const answer = page.waitForResponse((response) => response.url().includes('/api/getAllAssets'));
      await page.goto('/app/BMFBOVESPA');
      const response = await answer;
      expect(response.status()).toBe(503);
      expect(((await response.json()) as { error: string }).error).toMatch(/indisponível/);
      await page.getByRole('heading', { name: 'Ocorreu um erro' }).waitFor();
      store.setUnavailable(false);
      await page.reload();
      await page.locator('[data-asset]').first().waitFor();
    } finally {
      store.setUnavailable(false);
      await context.close();
    }
  });
});

describe('accessibility (axe-core): no serious or critical violations', () => {
  const pages: Array<[string, string, string | null]> = [
    ['home', '/', null],
    ['asset list', '/app/BMFBOVESPA', null],
    ['plans', '/assinatura', null],
    ['shop cart', '/lojinha/carrinho', null],
    ['local login page', '/.auth/login/kinde?post_login_redirect_uri=%2F', null],
    ['account', '/conta', 'Ana Assinante'],
    ['asset list, subscriber', '/app/BMFBOVESPA', 'Ana Assinante'],
    ['Didi chart, subscriber', '/grafico/BMFBOVESPA/PETR4/D', 'Ana Assinante'],
  ];

  it.each(pages)('%s (%s)', async (_name, url, user) => {
    const { context, page } = await auditContext();
    try {
      if (user) await loginAs(page, user, '/');
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      const violations = await seriousViolations(page);
      if (violations.length) throw new Error(`${url}:\n${describeViolations(violations)}`);
    } finally {
      await context.close();
    }
  });
});
