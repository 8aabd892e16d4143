import { isPublicLocalValue } from './public-local-values';

/**
 * The rules every deployable (the API, the robot, the notifier) applies to its settings outside local mode. Messages
 * name the setting and never repeat its value: a refused secret must not end up in a log.
 */

/** A one-character key passes no real provider and is guessable. */
export const SECRET_MIN_LENGTH = 16;

/** A key, token or secret: long enough, without whitespace, and not one of the public local values. */
export function secretProblem(setting: string, value: string): string | null {
  if (isPublicLocalValue(value)) return publicValueMessage(setting);
  return value.trim().length < SECRET_MIN_LENGTH || /\s/.test(value.trim())
    ? `${setting} must have at least ${SECRET_MIN_LENGTH} characters and no spaces`
    : null;
}

/** A value that is not secret (a public key) but must still not be the one local mode uses. */
export function publicValueProblem(setting: string, value: string): string | null {
  return isPublicLocalValue(value) ? publicValueMessage(setting) : null;
}

const publicValueMessage = (setting: string) => `${setting} is the public local default`;

/** Web addresses are http(s), stream addresses ws(s); nothing else (javascript:, ftp:, file:) is ever fetched. */
export type AddressKind = 'http' | 'ws';

const SCHEMES: Record<AddressKind, { plain: string; secure: string; local: string; deployed: string }> = {
  http: { plain: 'http:', secure: 'https:', local: 'a full http(s):// address', deployed: 'an https:// address' },
  ws: { plain: 'ws:', secure: 'wss:', local: 'a full ws(s):// address', deployed: 'a wss:// address' },
};

/**
 * An address the deployable calls or hands out. Outside local mode only the encrypted scheme: keys and messages travel
 * over it. Local mode allows the plain one for the stand-ins on localhost.
 */
export function addressProblem(
  setting: string,
  value: string,
  localMode: boolean,
  kind: AddressKind = 'http',
): string | null {
  const scheme = SCHEMES[kind];
  const allowed = localMode ? [scheme.plain, scheme.secure] : [scheme.secure];
  const protocol = URL.canParse(value.trim()) ? new URL(value.trim()).protocol : '';
  return allowed.includes(protocol) ? null : `${setting} must be ${localMode ? scheme.local : scheme.deployed}`;
}
