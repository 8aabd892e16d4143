import { paths } from '../../lib/paths';

/** The back office's sections, in nav order. */
export const ADMIN_SECTIONS = [
  { to: paths.admin, label: 'Pagamentos pendentes', end: true },
  { to: paths.adminUsers, label: 'Usuários', end: false },
  { to: paths.adminWaitlist, label: 'Fila de espera', end: false },
  { to: paths.adminAdmins, label: 'Administradores', end: false },
  { to: paths.adminTrail, label: 'Registro', end: false },
] as const;
