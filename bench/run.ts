// `npm run bench`: every benchmark in bench/, one after the other, each printing its own figures.
// `npm run bench -- engine alerts` runs only those.
import '../local/src/runtime/local-mode';
import '../local/src/runtime/quiet-test-mode';
import { readdirSync } from 'node:fs';
import path from 'node:path';

const benchDir = path.resolve(process.cwd(), 'bench');
const wanted = process.argv.slice(2);
const names = readdirSync(benchDir)
  .filter((file) => file.endsWith('.ts') && file !== 'run.ts')
  .map((file) => file.replace(/\.ts$/, ''))
  .filter((name) => wanted.length === 0 || wanted.includes(name))
  .sort();

for (const name of names) {
  console.log(`\n=== bench/${name}.ts ===`);
  const started = Date.now();
  const module = (await import(path.join(benchDir, `${name}.ts`))) as { run?: () => Promise<void> };
  if (typeof module.run !== 'function') {
    console.log('(no run() export, skipped)');
    continue;
  }
  await module.run();
  console.log(`(${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
process.exit(0);
