/** One VIPCORRETORA grant as the back office lists it (the API's answer and the screen's row). */
export interface BrokerGrant {
  email: string;
  userId: string | null;
  /** Unix seconds. */
  expiry: number;
  /** Who granted it last (the admin's e-mail, or the name given by automation). */
  grantedBy: string;
  /** The partner broker named at the latest grant ('' when none was, as with automation). */
  broker: string;
  /** 'pending': the e-mail has no account yet; it gets the plan at its first sign-in. */
  state: 'active' | 'expired' | 'pending';
}
