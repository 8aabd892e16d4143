import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

/**
 * axe-core in a page: the rules of WCAG 2.0/2.1 A and AA and 2.2 AA, reporting serious and critical violations.
 * The page's context must bypass CSP (the product's CSP rightly refuses injected scripts).
 */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: unknown[]; html: string }>;
}

/** Serious and critical violations in the page as it is now (or under `selector`). */
export async function seriousViolations(page: Page, selector?: string): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    async ({ tags, selector: scope }) => {
      const axe = (
        window as unknown as {
          axe: { run: (context: unknown, options: unknown) => Promise<{ violations: AxeViolation[] }> };
        }
      ).axe;
      const result = await axe.run(scope ?? document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return result.violations;
    },
    { tags: AXE_TAGS, selector },
  );
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}

export const nodeCount = (violations: AxeViolation[]) =>
  violations.reduce((sum, violation) => sum + violation.nodes.length, 0);

export const describeViolations = (violations: AxeViolation[]) =>
  violations
    .map(
      (violation) =>
        `${violation.impact} ${violation.id} (${violation.nodes.length}): ${violation.help}\n  ${violation.nodes
          .slice(0, 3)
          .map((node) => node.html.slice(0, 160))
          .join('\n  ')}`,
    )
    .join('\n');
