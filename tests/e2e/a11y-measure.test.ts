import { describeViolations, nodeCount, seriousViolations } from './axe-audit';
import { loginAs, useE2E } from './harness';

// Measurement only (A11Y_MEASURE=1): serious/critical node counts per page and width as the demo VIP.
const measure = process.env.A11Y_MEASURE ? it : it.skip;
jest.setTimeout(300_000);
const e2e = useE2E({ realtime: true });

measure('axe node counts as the demo VIP', async () => {
  const lines: string[] = [];
  for (const width of [1280, 390]) {
    const { context, page } = await e2e().newPage({ width, height: 900 });
    await context.close();
    const ctx = await e2e().newContext({ bypassCSP: true, viewport: { width, height: 900 } });
    const p = await ctx.newPage();
    await loginAs(p, 'Vítor VIP', '/app');
    for (const url of ['/app', '/grafico/BMFBOVESPA/PETR4/D', '/rt']) {
      await p.goto(url);
      await p.waitForLoadState('networkidle');
      await p.waitForTimeout(1500);
      const violations = await seriousViolations(p);
      lines.push(
        `${url} @${width}: ${violations.length} rules, ${nodeCount(violations)} nodes\n${describeViolations(violations)}`,
      );
    }
    await ctx.close();
    void page;
  }
  console.log(lines.join('\n'));
});
