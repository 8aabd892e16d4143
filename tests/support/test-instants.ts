/**
 * Instants the tests set their clock to, each chosen for what it makes true, so that what a test proves never depends
 * on the day or hour the suite runs (`npm run test:calendar` runs the clock-dependent tests on a Saturday, a Sunday
 * evening and both New York daylight-saving switches to prove it).
 */

/**
 * A Wednesday at noon in São Paulo (10:02 in New York): B3, the US exchanges, CME, FX and crypto all trading, two
 * minutes into a 15-minute candle. The clock the whole product runs on in the browser suite unless a test picks
 * another.
 */
export const WEEKDAY_SESSION = Date.parse('2026-11-25T12:02:00-03:00');
