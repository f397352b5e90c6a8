/**
 * Who is calling, resolved once per request by the HTTP layer (server/http/principal-hook.ts) and
 * handed to the services, which never read a header: a guest, a customer by bearer token, or a staff
 * member by the back office's session cookie.
 */
export type Principal = Guest | Customer | StaffPrincipal;

export interface Guest {
  kind: 'guest';
}

export interface Customer {
  kind: 'customer';
  userId: number;
  email: string;
  /** the SHA-256 of the bearer token presented, so logout can end exactly this session */
  tokenHash: string;
}

/** A signed-in member, as resolved from the session cookie once per request. */
export interface StaffPrincipal {
  kind: 'staff';
  id: number;
  email: string;
  role: 'owner' | 'staff';
  sessionId: number;
  ip: string | null;
  /** the owner requires TOTP and this member has not set it up: only enrolment is open */
  totpSetupRequired: boolean;
}

export const GUEST: Principal = Object.freeze({ kind: 'guest' });

export const isCustomer = (principal: Principal): principal is Customer => principal.kind === 'customer';
