import type { FastifyPluginAsync } from 'fastify';
import { ADMIN_ENDPOINTS as E } from '../../../contract/admin-endpoints';
import type { Config } from '../../config';
import { serve } from '../../http/endpoint-route';
import { staffOf } from '../../http/principal-hook';
import type { Services } from '../../services';
import { AppError } from '../../http/errors';
import { staffLoginThrottle } from './staff.rate-limit';
import { staffCookie } from './staff-session';

/** The back office's sign-in, own-account, staff and audit calls; their access is in the endpoint table. */
export const staffRoutes: FastifyPluginAsync<{ services: Services; config: Config }> = async (app, { services, config }) => {
  const { staff, audit } = services;
  const throttle = staffLoginThrottle(app, config);
  const cookie = staffCookie(config.publicUrl.startsWith('https://'));
  const ok = { status: 1 as const };

  serve(app, E.adminLogin, async (request, reply) => {
    const { email } = request.body;
    await throttle.check(email, request.ip);
    try {
      const signedIn = await staff.signIn(request.body, { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' });
      await throttle.succeeded(email, request.ip);
      cookie.set(reply, signedIn.token);
      return { status: 1 as const, staff: signedIn.staff, totpSetupRequired: signedIn.totpSetupRequired };
    } catch (error) {
      // A missing code is the first step of a sign-in with a second factor, not a guess.
      if (error instanceof AppError && (error.code === 'bad_credentials' || error.code === 'totp_code_invalid')) {
        await throttle.failed(email, request.ip);
      }
      throw error;
    }
  });

  serve(app, E.adminLogout, async (request, reply) => {
    await staff.signOut(staffOf(request));
    cookie.clear(reply);
    return ok;
  });

  serve(app, E.adminMe, async (request) => {
    const principal = staffOf(request);
    return { status: 1 as const, staff: await staff.me(principal), totpSetupRequired: principal.totpSetupRequired };
  });

  serve(app, E.adminTotpEnrol, async (request) => ({ status: 1 as const, ...(await staff.enrolTotp(staffOf(request))) }));
  serve(app, E.adminTotpConfirm, async (request) =>
    ({ status: 1 as const, staff: await staff.confirmTotp(staffOf(request), request.body.code) }));

  serve(app, E.adminPassword, async (request) => {
    await staff.changePassword(staffOf(request), request.body);
    return ok;
  });

  serve(app, E.adminStaffList, async (request) => ({ status: 1 as const, staff: await staff.list(staffOf(request)) }));
  serve(app, E.adminStaffAdd, async (request) => ({ status: 1 as const, staff: await staff.add(staffOf(request), request.body) }));
  serve(app, E.adminStaffDeactivate, async (request) =>
    ({ status: 1 as const, staff: await staff.deactivate(staffOf(request), request.params.id) }));
  serve(app, E.adminRequireTotp, async (request) => {
    await staff.requireTotp(staffOf(request), request.body.required);
    return ok;
  });

  serve(app, E.adminAudit, async (request) => ({ status: 1 as const, ...(await audit.list(request.query)) }));
};
