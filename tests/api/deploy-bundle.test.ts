import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { registeredFunctions } from '../../api/src/http/registry';
import '../../api/src/functions/index';

const ROOT = path.resolve(__dirname, '../..');

/**
 * What Azure runs is api/dist/index.js (esbuild bundle importing src/domain). Built the same way as
 * `npm run build --workspace api`, it must load under plain Node ESM and register every function.
 */
describe('Functions deploy bundle', () => {
  it('loads and registers the same function table as the source', () => {
    // Inside the repo, so the bundle's external packages resolve from node_modules as in the deployed app.
    const outDir = path.join(ROOT, 'node_modules', '.cache', 'agulhadas-bundle');
    mkdirSync(outDir, { recursive: true });
    const outfile = path.join(outDir, `index-${process.pid}.mjs`);
    buildSync({ entryPoints: [path.join(ROOT, 'api/src/index.ts')], bundle: true, platform: 'node', target: 'node20', format: 'esm', packages: 'external', outfile, logLevel: 'silent', absWorkingDir: path.join(ROOT, 'api') });
    // Outside the Functions host, @azure/functions names each registration in a "test mode" warning.
    const script = `const names=[];const warn=console.warn;console.warn=(m)=>{const x=/register function "([^"]+)"/.exec(String(m));if(x)names.push(x[1]);};await import(${JSON.stringify(outfile)});console.warn=warn;console.log(JSON.stringify(names));`;
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: path.join(ROOT, 'api'), encoding: 'utf8' });
    const bundled = (JSON.parse(output.trim().split('\n').pop()!) as string[]).sort();
    expect(bundled).toEqual(registeredFunctions().map((fn) => fn.name).sort());
    expect(bundled.length).toBeGreaterThan(20);
  });
});
