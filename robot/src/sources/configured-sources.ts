import type { RobotSettings } from '../settings';
import { createBinanceSource } from './binance/binance-source';
import { createBrapiSource } from './brapi/brapi-source';
import { createDemoSource } from './demo/demo-source';
import type { MarketSource } from './source';
import { createTwelveDataSource } from './twelvedata/twelvedata-source';

/**
 * The sources ROBOT_SOURCES names, built from their settings. A source named without the key it needs stops the robot
 * with a message saying which (a market left without a source is reported each round instead).
 */
export function configuredSources(settings: RobotSettings): Map<string, MarketSource> {
  const sources = new Map<string, MarketSource>();
  const required = (value: string | undefined, name: string, source: string) => {
    if (!value)
      throw new Error(
        `ROBOT_SOURCES names '${source}', which needs ${name} (docs/configuration.md, "The market robot").`,
      );
    return value;
  };
  for (const name of settings.ROBOT_SOURCES) {
    if (name === 'demo') sources.set(name, createDemoSource());
    if (name === 'binance')
      sources.set(
        name,
        createBinanceSource({ restUrl: settings.BINANCE_REST_URL, streamUrl: settings.BINANCE_STREAM_URL }),
      );
    if (name === 'brapi')
      sources.set(
        name,
        createBrapiSource({
          token: required(settings.BRAPI_TOKEN, 'BRAPI_TOKEN', name),
          baseUrl: settings.BRAPI_URL,
          tickersPerRequest: settings.BRAPI_TICKERS_PER_REQUEST,
        }),
      );
    if (name === 'twelvedata')
      sources.set(
        name,
        createTwelveDataSource({
          apiKey: required(settings.TWELVEDATA_API_KEY, 'TWELVEDATA_API_KEY', name),
          baseUrl: settings.TWELVEDATA_URL,
          creditsPerMinute: settings.TWELVEDATA_CREDITS_PER_MINUTE,
          symbolsPerRequest: settings.TWELVEDATA_SYMBOLS_PER_REQUEST,
        }),
      );
  }
  return sources;
}
