type Environment = Readonly<Record<string, string | undefined>>;

/**
 * What Azure App Service / Functions (WEBSITE_SITE_NAME) and Azure Container Apps (CONTAINER_APP_NAME) set in every
 * process they run: local mode there would open the public local keys to the internet.
 */
const CLOUD_MARKERS = ['WEBSITE_SITE_NAME', 'CONTAINER_APP_NAME'] as const;

const localModeValue = (env: Environment): string => (env.LOCAL_MODE ?? '').trim();

/**
 * Exactly '1' switches local mode on; unset or '0' leaves it off. Anything else ('true', 'yes', a typo) is refused
 * rather than guessed: a setting that opens the public local keys must never be switched on by accident.
 */
export function isLocalMode(env: Environment): boolean {
  return localModeValue(env) === '1';
}

/** Why LOCAL_MODE cannot be read as given here, or null. */
export function localModeProblem(env: Environment): string | null {
  const value = localModeValue(env);
  if (value !== '' && value !== '0' && value !== '1')
    return 'LOCAL_MODE must be exactly 1 (local mode) or unset (a deployment); no other value is read';
  const marker = CLOUD_MARKERS.find((name) => (env[name] ?? '').trim() !== '');
  return value === '1' && marker ? `LOCAL_MODE must not be set in Azure (${marker} is present)` : null;
}
