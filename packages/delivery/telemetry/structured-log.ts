import { trace } from '@opentelemetry/api';
import { logs, SeverityNumber } from '@opentelemetry/api-logs';

export type LogLevel = 'info' | 'warn' | 'error';
export type LogFields = Record<string, string | number | boolean | null>;

const SEVERITY: Record<LogLevel, SeverityNumber> = {
  info: SeverityNumber.INFO,
  warn: SeverityNumber.WARN,
  error: SeverityNumber.ERROR,
};

/** One log line as JSON: time, level, service, message, the active trace and span ids, and the caller's fields. */
export function logRecord(
  service: string,
  level: LogLevel,
  message: string,
  fields: LogFields = {},
  now = new Date(),
): string {
  const span = trace.getActiveSpan()?.spanContext();
  return JSON.stringify({
    time: now.toISOString(),
    level,
    service,
    msg: message,
    ...(span ? { trace_id: span.traceId, span_id: span.spanId } : {}),
    ...fields,
  });
}

export interface StructuredLogger {
  (message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
}

/**
 * The operational log of a deployable: one JSON line per event on stdout (what Container Apps and the Functions host
 * collect), also handed to OpenTelemetry's log API, which Application Insights receives when it is configured. Lines
 * never carry personal data: e-mail addresses and chat ids go through hashPersonal first.
 */
export function structuredLogger(
  service: string,
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): StructuredLogger {
  const emit =
    (level: LogLevel) =>
    (message: string, fields: LogFields = {}) => {
      write(logRecord(service, level, message, fields));
      logs.getLogger('agulhadas').emit({
        severityNumber: SEVERITY[level],
        severityText: level.toUpperCase(),
        body: message,
        attributes: { service, ...fields },
      });
    };
  return Object.assign(emit('info'), { warn: emit('warn'), error: emit('error') });
}
