// Entry point of the Functions app (package.json "main" → dist/index.js, bundled by esbuild).
import './functions/index';
