import { installLocalClock } from '../../local/src/runtime/local-clock';
import { WEEKDAY_SESSION } from './test-instants';

// Before a test file's own code runs: the product it starts, the readings it makes and the browser it drives all
// read one clock, set to a weekday session (test-instants.ts) whatever day the suite runs on; a test that needs
// another instant sets it (installLocalClock, jest's fake timers, or startE2E's `clock`).
installLocalClock(WEEKDAY_SESSION);
