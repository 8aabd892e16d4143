/**
 * Features an operator may switch off explicitly with FEATURES_OFF (comma-separated). A switched-off
 * feature needs none of its settings; a missing setting never switches anything off.
 */
export const OPTIONAL_FEATURES = ['pix', 'crypto', 'telegram', 'realtime', 'email', 'push'] as const;

export type OptionalFeature = (typeof OPTIONAL_FEATURES)[number];

export function isOptionalFeature(name: string): name is OptionalFeature {
  return (OPTIONAL_FEATURES as readonly string[]).includes(name);
}
