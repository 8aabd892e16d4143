import { KEYED_SOURCE_DEFAULTS, type KeyedSourceOptions } from '../http/keyed-source-options';
import { withDefaults } from '../http/with-defaults';

/** Settings of the Twelve Data source (docs/robot-sources.md, "Twelve Data"). */
export interface TwelveDataOptions extends KeyedSourceOptions {
  /** TWELVEDATA_API_KEY: sent as `Authorization: apikey …`, so it never appears in a URL or a log. */
  apiKey: string;
  /** Symbols per /time_series call; each symbol costs one credit, so keep it at or under the plan's credits per minute. */
  symbolsPerRequest?: number;
  /** The plan's API credits per minute (Basic 8; Grow and Pro plans are named after theirs, e.g. Pro 610). */
  creditsPerMinute?: number;
}

export type TwelveDataSettings = Required<TwelveDataOptions>;

export const TWELVEDATA_URL = 'https://api.twelvedata.com';

export function twelveDataSettings(options: TwelveDataOptions): TwelveDataSettings {
  return withDefaults<TwelveDataSettings>(
    {
      ...KEYED_SOURCE_DEFAULTS,
      apiKey: '',
      baseUrl: TWELVEDATA_URL,
      symbolsPerRequest: 8,
      creditsPerMinute: 8,
      timeoutMs: 20_000,
    },
    options,
  );
}
