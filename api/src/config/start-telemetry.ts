import af from '@azure/functions';
import * as instrumentationModule from '@azure/functions-opentelemetry-instrumentation';
import { metrics, trace } from '@opentelemetry/api';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { startTelemetry } from '@agulhadas/delivery/telemetry/start-telemetry';
import { hostOpensServerSpans } from '../http/request-span';
import { config } from './index';

/**
 * The Functions app's telemetry, started before any function is registered. With Application Insights configured
 * (Azure), the Azure Monitor distro exports, and the Functions instrumentation joins the worker to the host: host.json's
 * `telemetryMode: "OpenTelemetry"` makes the host open each request's server span (continuing the caller's
 * `traceparent`), and the instrumentation makes that span the active context of the handler and sends the worker's
 * logs itself. Without it, spans and metrics stay in memory.
 */
// A CommonJS package: under Node ESM only its default export carries the class (as for @azure/functions, http/azure.ts).
type InstrumentationModule = typeof instrumentationModule;
const { AzureFunctionsInstrumentationESM } =
  (instrumentationModule as InstrumentationModule & { default?: InstrumentationModule }).default ??
  instrumentationModule;

const { applicationInsights, version } = config();
await startTelemetry({ service: 'agulhadas-api', connectionString: applicationInsights, version });
if (applicationInsights) {
  const functions = new AzureFunctionsInstrumentationESM();
  registerInstrumentations({
    tracerProvider: trace.getTracerProvider(),
    meterProvider: metrics.getMeterProvider(),
    instrumentations: [functions],
  });
  functions.registerAzFunc(af);
  hostOpensServerSpans();
}
