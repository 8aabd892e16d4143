import type { UserOptions } from '@agulhadas/domain/user-options';

/** The user's options plus the address of their own chart layout (kept in the same 'userOptions' entry). */
export type DashboardOptions = UserOptions & { tvlayoutUrl?: string };
