import type { StaffMember } from '../../../contract/staff';
import { adminCall } from '../admin-call';
import { asHttp } from '../data/admin-error';

export interface StaffSession { staff: StaffMember; totpSetupRequired: boolean }

let current: Promise<StaffSession> | null = null;

/**
 * The signed-in member as /api/admin/me answers, asked once and shared by checkAuth, getIdentity and
 * getPermissions (react-admin asks all three on every page); forgotten at sign-in, sign-out, TOTP setup
 * and after any 401.
 */
export function staffSession(): Promise<StaffSession> {
  current ??= asHttp(() => adminCall('adminMe')).catch((error: unknown) => {
    current = null;
    throw error;
  });
  return current;
}

export function rememberSession(session: StaffSession | null): void {
  current = session ? Promise.resolve(session) : null;
}
