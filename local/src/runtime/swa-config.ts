import { readFileSync } from 'node:fs';

/** The parts of staticwebapp.config.json the local front honours, so local runs behave like Azure. */
export interface SwaRoute {
  route: string;
  redirect?: string;
  rewrite?: string;
  statusCode?: number;
  headers?: Record<string, string>;
}

export interface SwaConfig {
  routes: SwaRoute[];
  navigationFallback?: { rewrite: string; exclude?: string[] };
  responseOverrides?: Record<string, { rewrite?: string; redirect?: string }>;
  globalHeaders?: Record<string, string>;
}

export function loadSwaConfig(file: string): SwaConfig {
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<SwaConfig>;
  return {
    routes: parsed.routes ?? [],
    navigationFallback: parsed.navigationFallback,
    responseOverrides: parsed.responseOverrides,
    globalHeaders: parsed.globalHeaders,
  };
}

/** SWA route patterns: exact paths, a trailing `*`, and `{a,b}` alternatives in the last segment. */
export function routeMatches(pattern: string, path: string): boolean {
  const alternatives = pattern.match(/\{([^}]+)\}/);
  if (alternatives) {
    return alternatives[1]!.split(',').some((option) => routeMatches(pattern.replace(alternatives[0], option), path));
  }
  const escaped = pattern.replace(/[.+?^$()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
  return new RegExp(`^${escaped}$`, 'i').test(path);
}

export function findRoute(config: SwaConfig, path: string): SwaRoute | undefined {
  return config.routes.find((route) => routeMatches(route.route, path));
}

export function isFallbackExcluded(config: SwaConfig, path: string): boolean {
  return (config.navigationFallback?.exclude ?? []).some((pattern) => routeMatches(pattern, path));
}
