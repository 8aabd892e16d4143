import { createHash } from 'node:crypto';

/** Demo accounts for the local run, one per role (docs/local.md lists them). */
export interface DemoUser {
  email: string;
  name: string;
  /** Paid level granted by a seeded active subscription; null for a registered free user. */
  level: 'Basico' | 'Assinante' | 'VIP' | null;
  /** Listed as a back-office admin by the seed (the roles function then gives the session the admin role). */
  admin?: true;
}

export const DEMO_USERS: readonly DemoUser[] = [
  { email: 'registrado@demo.agulhadas.app', name: 'Rita Registrada', level: null },
  { email: 'basico@demo.agulhadas.app', name: 'Bruno Básico', level: 'Basico' },
  { email: 'assinante@demo.agulhadas.app', name: 'Ana Assinante', level: 'Assinante' },
  { email: 'vip@demo.agulhadas.app', name: 'Vítor VIP', level: 'VIP' },
  { email: 'admin@demo.agulhadas.app', name: 'Alice Admin', level: null, admin: true },
];

/** Stable Kinde-like user id for a local e-mail, so a re-login finds the same user. */
export function localUserId(email: string): string {
  return `kp_${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32)}`;
}
