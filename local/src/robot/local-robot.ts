import { createRobotApi } from '../../../robot/src/contract/robot-api';
import type { RealtimePublisher } from '../../../robot/src/realtime/publisher';
import { createDemoSource } from '../../../robot/src/sources/demo/demo-source';
import type { MarketSource } from '../../../robot/src/sources/source';
import { createWorker, type Worker } from '../../../robot/src/worker';
import { config } from '../../../api/src/config';

/** Candles per series on a fresh data folder: enough for every indicator and a readable chart, quick to backfill. */
const LOCAL_HISTORY = 120;
const BASE_MS = 15 * 60_000;

/**
 * The market robot inside `npm start`, on its demo source: the same worker as production, posting to the local host
 * with the robot key (docs/robot.md). 'live' backfills, then rounds every 15 min / DEMO_SPEED; 'prime' the backfill
 * only. With a publisher (real time on) it also streams the demo's 1-second trades.
 */
export async function startLocalRobot(options: {
  apiUrl: string;
  mode: 'live' | 'prime' | 'off';
  publisher?: RealtimePublisher;
  /** Other sources than the demo: each asset is then read from the one assigned to it. */
  sources?: ReadonlyMap<string, MarketSource>;
  log: (line: string) => void;
}): Promise<Worker | null> {
  if (options.mode === 'off' && !options.publisher) return null;
  const speed = config().demoSpeed;
  const worker = createWorker({
    api: createRobotApi({ apiUrl: options.apiUrl, robotKey: config().robotKey }),
    sources: options.sources ?? new Map([['demo', createDemoSource()]]),
    demoOnly: !options.sources,
    historyCount: LOCAL_HISTORY,
    roundEveryMs: Math.round(BASE_MS / speed),
    roundDelayMs: 0,
    publisher: options.publisher,
    // The local runtime watches lapsed plans itself (start-realtime.ts).
    lapseChecks: false,
    log: options.log,
  });
  const realtime = () =>
    void worker
      .startRealtime()
      .catch((error: unknown) => options.log(`realtime feed failed to start: ${String(error)}`));
  if (options.mode === 'prime') await worker.prime();
  if (options.mode === 'live') {
    // The site answers at once; the list fills in as the robot's backfill arrives.
    options.log('robot (demo source): backfilling history for the universe…');
    worker
      .prime()
      .then(() => worker.schedule())
      .catch((error: unknown) => options.log(`robot failed to start: ${String(error)}`));
  }
  if (options.publisher) realtime();
  return worker;
}
