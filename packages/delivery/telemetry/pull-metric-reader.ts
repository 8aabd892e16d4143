import { MetricReader } from '@opentelemetry/sdk-metrics';

/** The local metric reader: nothing is pushed anywhere; the tests and the local printout collect when they want. */
export class PullMetricReader extends MetricReader {
  protected onForceFlush(): Promise<void> {
    return Promise.resolve();
  }

  protected onShutdown(): Promise<void> {
    return Promise.resolve();
  }
}
