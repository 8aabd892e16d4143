/**
 * A VIP's own assets ('Meus ativos', /appuser) sent by their own robot: the figures both the API (which enforces them)
 * and the key panel (which explains them) need. The contract is docs/robot.md, "Own assets (VIP)".
 */

/** A private watch list, not a second universe. */
export const MAX_OWN_ASSETS = 200;

/** The route of the VIP's robot. */
export const USER_INGEST_PATH = '/api/userIngest';

/** Where the per-user key goes: a header, never the address (addresses land in access logs). */
export const USER_KEY_HEADER = 'x-user-key';

/** Said to anyone but a VIP who asks for own assets, by the API and by the screen alike. */
export const OWN_ASSETS_VIP_ONLY = 'Meus ativos está disponível apenas para o plano VIP.';
