// Entry point of the Functions app (package.json "main" → dist/index.js, bundled by esbuild).
// The settings check comes first: with a missing setting nothing is registered. Telemetry starts next, before any
// function is registered, so every invocation runs inside the host's trace.
import './config/check-at-start';
import './config/start-telemetry';
import './functions/index';
