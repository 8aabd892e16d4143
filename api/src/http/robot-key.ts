import { config } from '../config';
import type { HttpRequestType } from './azure';
import { unauthorized } from './errors';
import { secretMatches } from './secret-matches';

/** The robot's calls carry `x-robot-key`; checked first, before any body is read. */
export function requireRobotKey(request: HttpRequestType): void {
  if (!secretMatches(request.headers.get('x-robot-key'), config().robotKey))
    throw unauthorized('Chave do robô inválida.');
}
