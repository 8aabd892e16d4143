// Entry point of the Functions app (package.json "main" → dist/index.js, bundled by esbuild).
// The settings check comes first: with a missing setting nothing is registered.
import './config/check-at-start';
import './functions/index';
