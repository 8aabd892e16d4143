import { randomBytes } from 'node:crypto';

/**
 * The local front adds this header, with a secret made for the run, to every /api request it forwards; the local
 * host trusts a principal only from a request that carries it. Anyone else reaching the host's port (another local
 * program, a page through DNS rebinding) is anonymous, as SWA makes a browser-sent principal.
 */
export const FRONT_SECRET_HEADER = 'x-local-front-secret';

export const newFrontSecret = (): string => randomBytes(24).toString('base64url');
