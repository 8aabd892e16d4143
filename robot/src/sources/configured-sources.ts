import type { RobotSettings } from '../settings';
import { createDemoSource } from './demo/demo-source';
import type { MarketSource } from './source';

/**
 * The sources ROBOT_SOURCES names, built from their settings. A source named without the setting it needs stops the
 * robot with a message saying which (a market left without a source is reported each round instead).
 */
export function configuredSources(settings: RobotSettings): Map<string, MarketSource> {
  const sources = new Map<string, MarketSource>();
  for (const name of settings.ROBOT_SOURCES) {
    if (name === 'demo') sources.set(name, createDemoSource({ speed: settings.ROBOT_DEMO_SPEED }));
    else throw new Error(`The source '${name}' is not available in this build of the robot.`);
  }
  return sources;
}
