// How a deployable workspace (api/ or robot/) is bundled with esbuild. Its runtime dependencies (the workspace's
// package.json "dependencies") stay external: the deploy installs them with `npm ci --omit=dev`. Everything else goes
// into the bundle, the domain package included, since @agulhadas/domain is not published.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BuildOptions } from 'esbuild';

/** esbuild options for one workspace; `metafile` lists every bundled input (the tests read it). */
export function bundleOptions(workspaceDir: string, entry: string, outfile: string): BuildOptions & { metafile: true } {
  const manifest = JSON.parse(readFileSync(path.join(workspaceDir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const runtime = Object.keys(manifest.dependencies ?? {});
  return {
    entryPoints: [path.resolve(workspaceDir, entry)],
    outfile: path.resolve(workspaceDir, outfile),
    absWorkingDir: path.resolve(workspaceDir),
    bundle: true,
    platform: 'node',
    target: 'node22',
    format: 'esm',
    external: runtime.flatMap((name) => [name, `${name}/*`]),
    metafile: true,
    logLevel: 'warning',
  };
}
