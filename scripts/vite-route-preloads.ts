import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Plugin } from 'vite';

/** A screen loaded on demand (a lazy route) and the addresses it opens on. */
export interface RoutePreload {
  /** Matched against `location.pathname`. */
  pattern: RegExp;
  /** The screen's module, from the project's root (the chunk it heads is found by it). */
  module: string;
}

/**
 * The lazy screens a page may open on, by address (src/lib/paths.ts). The home page needs none: it is in the first
 * script. The chart is left out: its text waits on its data, which the first script asks for, and its screen's
 * chunks downloading beside the first script measured no better. tests/unit/deploy/route-preloads.test.ts checks the patterns against the paths.
 */
export const ROUTE_PRELOADS: readonly RoutePreload[] = [
  { pattern: /^\/app(\/|$)/, module: 'src/features/assets/asset-dashboard-screen.tsx' },
  { pattern: /^\/lista-de-agulhadas-do-didi(\/|$)/, module: 'src/features/assets/asset-dashboard-screen.tsx' },
  { pattern: /^\/appuser(\/|$)/, module: 'src/features/assets/own-assets-screen.tsx' },
  { pattern: /^\/assinatura\/?$/, module: 'src/features/plans/plans-screen.tsx' },
];

interface BuiltChunk {
  fileName: string;
  imports: string[];
  facadeModuleId: string | null;
  css: string[];
}

/**
 * The files a page opened on `rule`'s address needs beyond the first script: the screen's chunk, the chunks it
 * imports statically and their stylesheets, less what the first script brings itself.
 */
export function preloadsFor(
  chunks: ReadonlyMap<string, BuiltChunk>,
  entry: string,
  module: string,
): { js: string[]; css: string[] } {
  const closure = (start: string) => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const imported of chunks.get(file)?.imports ?? []) visit(imported);
    };
    visit(start);
    return seen;
  };
  const withEntry = closure(entry);
  const screen = [...chunks.values()].find((chunk) => chunk.facadeModuleId === module);
  if (!screen) throw new Error(`route preloads: no chunk is headed by ${module} (is it still loaded on demand?)`);
  const js = [...closure(screen.fileName)].filter((file) => !withEntry.has(file));
  const css = [...new Set(js.flatMap((file) => chunks.get(file)?.css ?? []))];
  return { js, css };
}

/**
 * The screen of the address a page opens on is a lazy route: its chunk is only asked for once the first script has
 * downloaded and run, one round trip later. This writes a tiny script, loaded `async` beside the first script, that
 * starts the address's screen chunks and stylesheets at once (`modulepreload`, `preload`): they then download with
 * the first script instead of after it. An external file and not inline: the site's CSP refuses inline scripts.
 */
export function routePreloads(routes: readonly RoutePreload[]): Plugin {
  return {
    name: 'agulhadas:route-preloads',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, BuiltChunk>();
      let entry: string | null = null;
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.set(output.fileName, {
          fileName: output.fileName,
          imports: output.imports,
          facadeModuleId: output.facadeModuleId,
          css: [...(output.viteMetadata?.importedCss ?? [])],
        });
        if (output.isEntry) entry = output.fileName;
      }
      const html = bundle['index.html'];
      if (!entry || !html || html.type !== 'asset') return;
      const rules = routes.map((route) => {
        const { js, css } = preloadsFor(chunks, entry!, path.resolve(route.module));
        return [route.pattern.source, js, css] as const;
      });
      const source =
        `(function(){var p=location.pathname,r=${JSON.stringify(rules)};` +
        `function add(rel,href,as){var l=document.createElement('link');l.rel=rel;l.href='/'+href;` +
        `if(as)l.as=as;l.crossOrigin='';document.head.appendChild(l)}` +
        `for(var i=0;i<r.length;i++)if(new RegExp(r[i][0]).test(p)){` +
        `r[i][1].forEach(function(f){add('modulepreload',f)});r[i][2].forEach(function(f){add('preload',f,'style')});break}})();\n`;
      const fileName = `assets/route-preloads-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName, source });
      const page = String(html.source);
      const tag = `<script async src="/${fileName}"></script>\n    `;
      html.source = page.replace('<script type="module"', `${tag}<script type="module"`);
    },
  };
}
