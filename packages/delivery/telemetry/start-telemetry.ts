import { diag, DiagConsoleLogger, DiagLogLevel, metrics, propagation, trace } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { MeterProvider } from '@opentelemetry/sdk-metrics';
import { SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { forgetInstruments } from './instruments';
import { PullMetricReader } from './pull-metric-reader';
import { RecentSpans } from './recent-spans';

export interface TelemetryOptions {
  /** `service.name` of every span, metric and log: agulhadas-api, agulhadas-robot, agulhadas-notifier, agulhadas-local. */
  service: string;
  /** Application Insights; absent: spans and metrics stay in memory (local runs and tests). */
  connectionString?: string;
  version?: string;
}

export interface Telemetry {
  readonly exporter: 'azure-monitor' | 'memory';
  /** The kept spans (memory only). */
  readonly spans: RecentSpans | null;
  /** Collects the metrics on demand (memory only). */
  readonly metrics: PullMetricReader | null;
  shutdown(): Promise<void>;
}

let started: Telemetry | null = null;

async function startAzureMonitor(options: TelemetryOptions, connectionString: string): Promise<Telemetry> {
  // Loaded only when exporting: the distro brings its own instrumentations (HTTP, MongoDB) and their start-up cost.
  const { useAzureMonitor, shutdownAzureMonitor } = await import('@azure/monitor-opentelemetry');
  useAzureMonitor({
    azureMonitorExporterOptions: { connectionString },
    resource: resourceFromAttributes({
      'service.name': options.service,
      ...(options.version ? { 'service.version': options.version } : {}),
    }),
    // Every alert's trace is kept: a sampled-out send would break the one trace from the close to the message.
    samplingRatio: 1,
    tracesPerSecond: 0,
  });
  return { exporter: 'azure-monitor', spans: null, metrics: null, shutdown: () => shutdownAzureMonitor() };
}

function startInMemory(options: TelemetryOptions): Telemetry {
  const resource = resourceFromAttributes({ 'service.name': options.service });
  const spans = new RecentSpans();
  const tracerProvider = new NodeTracerProvider({ resource, spanProcessors: [new SimpleSpanProcessor(spans)] });
  // Registers the async-local context (a span stays active across awaits) and the W3C propagator.
  tracerProvider.register({ propagator: new W3CTraceContextPropagator() });
  const reader = new PullMetricReader();
  metrics.setGlobalMeterProvider(new MeterProvider({ resource, readers: [reader] }));
  return {
    exporter: 'memory',
    spans,
    metrics: reader,
    async shutdown() {
      await tracerProvider.shutdown();
      trace.disable();
      metrics.disable();
      propagation.disable();
    },
  };
}

/**
 * Starts the deployable's traces, metrics and logs once (later calls answer the first): to Application Insights with a
 * connection string, else in memory. Each deployable calls it first thing at start-up.
 */
export async function startTelemetry(options: TelemetryOptions): Promise<Telemetry> {
  if (started) return started;
  diag.setLogger(new DiagConsoleLogger(), DiagLogLevel.ERROR);
  forgetInstruments();
  const connectionString = options.connectionString?.trim();
  started = connectionString ? await startAzureMonitor(options, connectionString) : startInMemory(options);
  return started;
}

/** The telemetry started in this process, if any. */
export const runningTelemetry = (): Telemetry | null => started;

/** Stops it (tests start a fresh one per file). */
export async function stopTelemetry(): Promise<void> {
  const running = started;
  started = null;
  forgetInstruments();
  await running?.shutdown();
}
