import { paths } from '../../lib/paths';

/** The back office's sections, in nav order. */
export const ADMIN_SECTIONS = [
  { to: paths.admin, label: 'Pagamentos pendentes', end: true },
  { to: paths.adminBrokerGrants, label: 'Planos concedidos', end: false },
  { to: paths.adminPromoStudents, label: 'Alunos do curso (VIP30)', end: false },
  { to: paths.adminUsers, label: 'Usuários', end: false },
  { to: paths.adminWaitlist, label: 'Fila de espera', end: false },
  { to: paths.adminDeliveries, label: 'Entregas', end: false },
  { to: paths.adminAdmins, label: 'Administradores', end: false },
  { to: paths.adminTrail, label: 'Registro', end: false },
] as const;
