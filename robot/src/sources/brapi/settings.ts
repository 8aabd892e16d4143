import { KEYED_SOURCE_DEFAULTS, type KeyedSourceOptions } from '../http/keyed-source-options';
import { withDefaults } from '../http/with-defaults';

/** Settings of the brapi source (docs/robot-sources.md, "brapi"). */
export interface BrapiOptions extends KeyedSourceOptions {
  /** BRAPI_TOKEN: sent as `Authorization: Bearer`, so it never appears in a URL or a log. */
  token: string;
  /** Tickers per /api/quote call: the plan decides (a larger batch is refused with QUOTES_PER_REQUEST_EXCEEDED). */
  tickersPerRequest?: number;
  /** Calls the robot allows itself per minute. */
  requestsPerMinute?: number;
}

export type BrapiSettings = Required<BrapiOptions>;

export const BRAPI_URL = 'https://brapi.dev';

export function brapiSettings(options: BrapiOptions): BrapiSettings {
  return withDefaults<BrapiSettings>(
    {
      ...KEYED_SOURCE_DEFAULTS,
      token: '',
      baseUrl: BRAPI_URL,
      tickersPerRequest: 20,
      requestsPerMinute: 60,
      timeoutMs: 15_000,
    },
    options,
  );
}
