/**
 * Outside the Azure Functions host, `@azure/functions` warns once per registration that it runs in
 * "test mode". That is expected for the local host and tests (they call the handlers themselves),
 * so those lines, and only those, are dropped.
 */
const EXPECTED = [
  'Switching "@azure/functions" package to test mode',
  'because the "@azure/functions" package is in test mode',
];

export function quietFunctionsTestMode(): void {
  const warn = console.warn.bind(console);
  console.warn = (...args: unknown[]) => {
    const text = String(args[0] ?? '');
    if (EXPECTED.some((expected) => text.includes(expected))) return;
    warn(...args);
  };
}

// Imported for its effect first thing by the local entry points, before @azure/functions loads.
quietFunctionsTestMode();
