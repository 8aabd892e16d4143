import type { LocalHub } from './local-hub';

/**
 * The running local hub, when there is one (npm start, e2e, tests): the local runtime registers it
 * so negotiate and the publisher reach it in-process, as they would reach the service by its URL.
 */
let current: LocalHub | null = null;

export function registerLocalHub(hub: LocalHub | null): void {
  current = hub;
}

export function runningLocalHub(): LocalHub | null {
  return current;
}
