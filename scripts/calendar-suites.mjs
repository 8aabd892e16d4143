// The tests `npm run test:calendar` runs at each of its instants: the ones whose outcome the clock could decide.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Unit and API tests are chosen by what they call: market hours, candle buckets and closes, a moved or fake clock,
 * the robot's worker, or the whole local product. They are quick, so every one of them runs.
 */
const READS_THE_CALENDAR =
  /\b(isMarketOpen|MARKET_HOURS|bucketStart|candleCloseTime|isCandleClosed|fakeDateOnly|useFakeTimers|setSystemTime|installLocalClock|WEEKDAY_SESSION|createWorker|startRuntime)\b/;

/**
 * Browser tests each start the whole product and Chromium, so they are named here, each for what the clock decides
 * in it; those that back-fill the whole universe first (minutes each) stay in `npm test` alone.
 */
const BROWSER_TESTS = [
  // The 1-second feed moves B3, crypto and FX prices only while their markets trade.
  'tests/e2e/realtime-dashboard.test.ts',
  // The page and the product read one clock, across navigations.
  'tests/e2e/product-clock.test.ts',
  // A card says 'sem dados recentes' against the time its data is from.
  'tests/e2e/stale-data-card.test.ts',
  // A visitor sees readings 20 minutes old: the delay's cut is taken from the clock.
  'tests/e2e/visitor-first-screen.test.ts',
  // The dashboard follows the robot's rounds as their candles open and close.
  'tests/e2e/dashboard-follows-rounds.test.ts',
  // Alerts fire once per closed candle, at the close the market's hours give.
  'tests/e2e/alerts-at-close.test.ts',
  // The forming candle is the one the clock is in.
  'tests/e2e/forming-candles.test.ts',
  // The home page's needles and 'atualizado há' texts are measured against now.
  'tests/e2e/public-home.test.ts',
];

function testFiles(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return testFiles(file);
    return /\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

// The lint rules' tests quote these names in the code they lint, and read no clock.
const fastSuites = ['tests/unit', 'tests/api', 'tests/robot', 'tests/security']
  .flatMap(testFiles)
  .filter((file) => !file.startsWith('tests/unit/lint/') && READS_THE_CALENDAR.test(readFileSync(file, 'utf8')))
  .sort();

export const CALENDAR_SUITES = { projects: ['unit', 'api', 'e2e'], paths: [...fastSuites, ...BROWSER_TESTS] };
