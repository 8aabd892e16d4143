/**
 * The version a runtime's /health reports: AGULHADAS_VERSION, which the deploy sets to the commit it ships, or
 * 'local' where nothing set it (npm start, the tests), so a report never claims a commit it cannot vouch for.
 */
export const deployedVersion = (value: string | undefined): string => value?.trim() || 'local';
