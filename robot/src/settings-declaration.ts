import { MARKET_SOURCES } from '@agulhadas/domain/market-source';
import { declareSettings } from '@agulhadas/delivery/settings/declaration';
import { BINANCE_REST_URL, BINANCE_STREAM_URL } from './sources/binance/settings';
import { BRAPI_URL } from './sources/brapi/settings';
import { TWELVEDATA_URL } from './sources/twelvedata/settings';

const secretKey = { rule: { kind: 'secret' }, secret: true } as const;
const optional = { when: 'optional' } as const;
const count = (min: number, max: number | undefined, fallback: string) =>
  ({
    requirement: optional,
    rule: { kind: 'number', min, max, integer: true },
    secret: false,
    default: fallback,
  }) as const;
const address = (scheme: 'http' | 'ws', fallback: string) =>
  ({ requirement: optional, rule: { kind: 'address', scheme }, secret: false, default: fallback }) as const;

/**
 * Every setting the market robot reads: its start-up check, the robot table of docs/configuration.md and .env.example
 * follow it, and a test holds them to it. A new setting is declared here first.
 */
export const ROBOT_SETTINGS = declareSettings({
  LOCAL_MODE: {
    requirement: optional,
    rule: { kind: 'choice', values: ['1', '0'] },
    secret: false,
    description: 'the local product: http:// addresses and the local robot key accepted; refused in Azure',
  },
  AGULHADAS_API_URL: {
    requirement: { when: 'always' },
    rule: { kind: 'address', scheme: 'http' },
    secret: false,
    description: "the site's address (the robot calls <url>/api/...)",
  },
  ROBOT_KEY: { requirement: { when: 'always' }, ...secretKey, description: "the same secret as the API's ROBOT_KEY" },
  ROBOT_SOURCES: {
    requirement: { when: 'always' },
    rule: { kind: 'choice', values: MARKET_SOURCES },
    secret: false,
    description: 'the sources read, comma-separated',
  },
  BRAPI_TOKEN: { requirement: { when: 'with', source: 'brapi' }, ...secretKey, description: "brapi's token" },
  BRAPI_TICKERS_PER_REQUEST: { ...count(1, 100, '20'), description: 'tickers per brapi call your plan allows' },
  TWELVEDATA_API_KEY: {
    requirement: { when: 'with', source: 'twelvedata' },
    ...secretKey,
    description: "Twelve Data's key",
  },
  TWELVEDATA_CREDITS_PER_MINUTE: {
    ...count(1, undefined, '8'),
    description: "your Twelve Data plan's credits per minute",
  },
  TWELVEDATA_SYMBOLS_PER_REQUEST: { ...count(1, 120, '8'), description: "your Twelve Data plan's symbols per call" },
  BINANCE_REST_URL: { ...address('http', BINANCE_REST_URL), description: "Binance's REST endpoint" },
  BINANCE_STREAM_URL: { ...address('ws', BINANCE_STREAM_URL), description: "Binance's stream endpoint" },
  BRAPI_URL: { ...address('http', BRAPI_URL), description: "brapi's address" },
  TWELVEDATA_URL: { ...address('http', TWELVEDATA_URL), description: "Twelve Data's address" },
  WEBPUBSUB_CONNECTION_STRING: {
    requirement: optional,
    rule: { kind: 'text' },
    secret: true,
    description: 'Azure Web PubSub connection string, for the 1-second publisher of /rt',
  },
  WEBPUBSUB_HUB: {
    requirement: optional,
    rule: { kind: 'text' },
    secret: false,
    default: 'agulhadas',
    description: 'Azure Web PubSub hub',
  },
  ROBOT_HISTORY: { ...count(40, 300, '300'), description: 'candles backfilled for a new series' },
  ROBOT_ROUND_DELAY_SECONDS: { ...count(0, 600, '20'), description: 'seconds after each quarter hour a round starts' },
  ROBOT_DEMO_SPEED: {
    requirement: optional,
    rule: { kind: 'number', min: 1, max: 900, integer: false },
    secret: false,
    default: '1',
    description: 'with demo: a round every 15 min / speed',
  },
  ROBOT_HEALTH_PORT: { ...count(0, 65535, '8081'), description: 'port of GET /health; 0 turns it off' },
  AGULHADAS_VERSION: {
    requirement: optional,
    rule: { kind: 'text' },
    secret: false,
    default: 'local',
    description: 'the deployed commit, reported by GET /health',
  },
  APPLICATIONINSIGHTS_CONNECTION_STRING: {
    requirement: optional,
    rule: { kind: 'text' },
    // Azure documents the connection string as an identifier, not a security token: it only lets one send telemetry.
    secret: false,
    description:
      'Application Insights connection string: traces, metrics and logs go there; unset, they stay in memory',
  },
});

export type RobotSetting = keyof typeof ROBOT_SETTINGS;
