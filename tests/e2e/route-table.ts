import { readFileSync } from 'node:fs';
import path from 'node:path';
import { paths } from '../../src/lib/paths';

/**
 * Every path of the client's route table, read from its source: the features `src/app/router.tsx` spreads, and in
 * each feature's routes file every `path:` (a literal or a member of `paths`) and `index: true` (its parent's path).
 * A route added to the table is listed here without anyone updating a list.
 */
const SRC = path.resolve(__dirname, '../../src');

function routePathsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of source.matchAll(/path:\s*(?:'([^']+)'|paths\.(\w+))|index:\s*true/g)) {
    if (match[1]) found.push(match[1]);
    else if (match[2]) {
      const value = (paths as Record<string, unknown>)[match[2]];
      if (typeof value !== 'string') throw new Error(`${file}: paths.${match[2]} is not a path`);
      found.push(value);
    } else if (!found.length) found.push('/');
  }
  return found;
}

export function clientRoutePaths(): string[] {
  const router = readFileSync(path.join(SRC, 'app/router.tsx'), 'utf8');
  const files = [...router.matchAll(/from '\.\.\/features\/(\w+)\/routes'/g)].map((match) =>
    path.join(SRC, 'features', match[1]!, 'routes.tsx'),
  );
  const all = files.flatMap(routePathsOf).filter((route) => route !== '*');
  return [...new Set(all)].sort();
}
