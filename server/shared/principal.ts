/**
 * Who is calling, resolved once per request by the HTTP layer (server/http/principal-hook.ts) and
 * handed to the services, which never read a header. `staff` is declared for the back office's
 * sessions and roles; nothing resolves it yet.
 */
export type Principal =
  | { kind: 'guest' }
  | {
      kind: 'customer';
      userId: number;
      email: string;
      /** the SHA-256 of the bearer token presented, so logout can end exactly this session */
      tokenHash: string;
    }
  | { kind: 'staff'; staffId: number; role: string };

export const GUEST: Principal = Object.freeze({ kind: 'guest' });

export type Customer = Extract<Principal, { kind: 'customer' }>;

export const isCustomer = (principal: Principal): principal is Customer => principal.kind === 'customer';
