// `npm run build` of api/ and robot/: tsx ../scripts/bundle.ts <workspace folder> <entry> <outfile>.
import { build } from 'esbuild';
import { bundleOptions } from './bundle-options';

const [workspaceDir, entry, outfile] = process.argv.slice(2);
await build(bundleOptions(workspaceDir, entry, outfile));
