/** Where the signed-in principal is read (SWA's `/.auth/me`). */
export const SESSION_URL = '/.auth/me';
