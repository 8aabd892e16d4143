import { createHash } from 'node:crypto';

/**
 * What stands for a personal value (an e-mail address, a Telegram chat id) in logs and span attributes: a short hash,
 * the same for the same value, so one person's messages can be followed without the telemetry holding who they are.
 * E-mail addresses are compared case-blind, so they are hashed lower-cased.
 */
export function hashPersonal(value: string): string {
  const normalized = value.includes('@') ? value.trim().toLowerCase() : value.trim();
  return `h:${createHash('sha256').update(`agulhadas-personal\n${normalized}`).digest('hex').slice(0, 16)}`;
}
