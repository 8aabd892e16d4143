import { SOURCE_MAX_LAG_MS } from '@agulhadas/domain/health/health-thresholds';
import { hostname } from 'node:os';
import { createRobotApi } from './contract/robot-api';
import type { Health } from './health/health';
import { startHealthServer } from './health/health-server';
import { createRobotLease, type LeaseTimings } from './lease/robot-lease';
import { webPubSubPublisher } from './realtime/publisher';
import type { RobotSettings } from './settings';
import { configuredSources } from './sources/configured-sources';
import { createWorker } from './worker';

export interface RunningRobot {
  health: Health;
  /** Settles once the robot runs its rounds (true), or was stopped while on standby (false). */
  active: Promise<boolean>;
  /** Stops after the round in flight and gives the lease up. */
  stop(): Promise<void>;
}

export interface RunOptions {
  log: (line: string) => void;
  /** Another robot took the lease, or it ran out unrenewed: this one must stop (the host starts it again, on standby). */
  lost: (reason: string) => void;
  holder?: string;
  timings?: LeaseTimings;
}

/**
 * The market robot as `npm run robot` runs it: its health on its port at once, then — once it holds the lease that
 * lets one robot run at a time — its rounds on the clock and its real-time stream.
 */
/** The pre-close round's lead: the shortest lead an alert may choose. */
const PRE_CLOSE_LEAD_MS = 5 * 60_000;

export async function runRobot(settings: RobotSettings, options: RunOptions): Promise<RunningRobot> {
  const { log } = options;
  const api = createRobotApi({ apiUrl: settings.AGULHADAS_API_URL, robotKey: settings.ROBOT_KEY });
  const sources = configuredSources(settings);
  const demoOnly = settings.ROBOT_SOURCES.length === 1 && settings.ROBOT_SOURCES[0] === 'demo';
  const worker = createWorker({
    api,
    sources,
    demoOnly,
    historyCount: settings.ROBOT_HISTORY,
    roundEveryMs: demoOnly ? Math.round((15 * 60_000) / settings.ROBOT_DEMO_SPEED) : 15 * 60_000,
    roundDelayMs: demoOnly ? 0 : settings.ROBOT_ROUND_DELAY_SECONDS * 1000,
    // 'Avisar antes do fechamento' with 5 minutes needs a round 5 minutes before each quarter hour.
    preCloseLeadMs: demoOnly ? Math.round(PRE_CLOSE_LEAD_MS / settings.ROBOT_DEMO_SPEED) : PRE_CLOSE_LEAD_MS,
    publisher: settings.WEBPUBSUB_CONNECTION_STRING
      ? webPubSubPublisher(settings.WEBPUBSUB_CONNECTION_STRING, settings.WEBPUBSUB_HUB)
      : undefined,
    lapseChecks: Boolean(settings.WEBPUBSUB_CONNECTION_STRING),
    log,
  });
  const server = settings.ROBOT_HEALTH_PORT
    ? await startHealthServer(worker.health, settings.ROBOT_HEALTH_PORT, SOURCE_MAX_LAG_MS, settings.AGULHADAS_VERSION)
    : null;
  log(`robot: sources ${[...sources.keys()].join(', ')}; health on :${settings.ROBOT_HEALTH_PORT || 'off'}`);
  const holder = options.holder ?? `${hostname()}-${process.pid}-${Date.now().toString(36)}`;
  const scope = [...settings.ROBOT_SOURCES].sort().join(',');
  const lease = createRobotLease({ api, scope, holder, health: worker.health, log, timings: options.timings });
  let stopping = false;
  const active = (async () => {
    if (!(await lease.acquire()) || stopping) return false;
    lease.keep(options.lost);
    await worker.prime();
    worker.schedule();
    void worker.startRealtime().catch((error: unknown) => log(`realtime failed to start: ${String(error)}`));
    return true;
  })();
  return {
    health: worker.health,
    active,
    async stop() {
      stopping = true;
      await worker.stop();
      await lease.release();
      server?.close();
    },
  };
}
