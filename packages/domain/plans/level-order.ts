/** Basico < Assinante < VIP; anything else (granted levels) ranks below them all. */
const LEVEL_ORDER = ['Basico', 'Assinante', 'VIP'];

export const levelRank = (level: string): number => LEVEL_ORDER.indexOf(level);
