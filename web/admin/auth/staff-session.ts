import type { StaffMember } from '../../../contract/staff';
import { adminCall } from '../admin-call';
import { asHttp } from '../data/admin-error';

export interface StaffSession { staff: StaffMember; totpSetupRequired: boolean }

let current: Promise<StaffSession> | null = null;

/** The HTTP status of a failed call (react-admin's HttpError and the API client's error both carry it). */
export const statusOf = (error: unknown) => (error as { status?: number } | null)?.status;

/**
 * The signed-in member as /api/admin/me answers, asked once and shared by checkAuth, getIdentity and
 * getPermissions (react-admin asks all three on every page); forgotten at sign-in, sign-out, TOTP setup
 * and after any 401. A 401 of /me itself (nobody signed in) is kept too, until sign-in: the sign-in page
 * would otherwise ask again for each of the three, and each failure would be a 401 in the console.
 * Any other failure (network down) is asked again next time.
 */
export function staffSession(): Promise<StaffSession> {
  current ??= asHttp(() => adminCall('adminMe')).catch((error: unknown) => {
    if (statusOf(error) !== 401) current = null;
    throw error;
  });
  return current;
}

/** Whether /me has answered that nobody is signed in (so there is no session to end on the server). */
export async function knownSignedOut(): Promise<boolean> {
  if (!current) return false;
  return current.then(() => false, (error: unknown) => statusOf(error) === 401);
}

export function rememberSession(session: StaffSession | null): void {
  current = session ? Promise.resolve(session) : null;
}
