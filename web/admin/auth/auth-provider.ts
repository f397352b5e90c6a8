import type { AuthProvider } from 'react-admin';
import { adminCall } from '../admin-call';
import { asHttp } from '../data/admin-error';
import { signInAddress } from './sign-in-address';
import { knownSignedOut, rememberSession, staffSession, statusOf } from './staff-session';

export interface StaffCredentials { email: string; password: string; code?: string }

/**
 * Staff sign-in against /api/admin: the session is the HttpOnly `staff_session` cookie, so the browser
 * keeps nothing readable. getPermissions answers the role ('owner' or 'staff').
 */
export const authProvider: AuthProvider = {
  async login({ email, password, code }: StaffCredentials) {
    const answer = await asHttp(() => adminCall('adminLogin', { body: { email, password, ...(code ? { code } : {}) } }));
    // No redirectTo: react-admin then goes to the page asked for, under the /admin basename.
    rememberSession({ staff: answer.staff, totpSetupRequired: answer.totpSetupRequired });
  },
  async logout() {
    // React-admin also calls this when checkAuth found nobody signed in: nothing to end, and the sign-in page
    // is loaded as a page (decision 0045). Reached inside the app, react-admin emptied its query cache on the
    // way, its authentication query asked again at once and signed out again before the sign-in page had
    // replaced the admin's routes: 1,400 times in 10 s of a busy browser before the form could be used.
    if (await knownSignedOut()) return signInAddress(window.location);
    rememberSession(null);
    // An expired session is already signed out: the sign-in page follows either way.
    await adminCall('adminLogout').catch(() => undefined);
  },
  async checkAuth() {
    await staffSession();
  },
  async checkError(error: unknown) {
    // 401: the session ended (idle, deactivated, signed out elsewhere). 403 is a refusal, shown as such.
    if (statusOf(error) === 401) {
      // A 401 of /me's own kept answer (nobody signed in) stays; any other ends the kept session.
      if (!(await knownSignedOut())) rememberSession(null);
      throw error;
    }
  },
  async getIdentity() {
    const { staff, totpSetupRequired } = await staffSession();
    return { id: staff.id, fullName: staff.name || staff.email, email: staff.email, role: staff.role, totpSetupRequired, totpEnabled: staff.totpEnabled };
  },
  async getPermissions() {
    return (await staffSession()).staff.role;
  },
};
