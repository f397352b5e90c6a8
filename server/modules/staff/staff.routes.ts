import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import {
  AddStaffBody, AuditListResponse, AuditQuery, ChangePasswordBody, RequireTotpBody, StaffIdParams, StaffListResponse, StaffLoginBody,
  StaffResponse, StaffSessionResponse, StatusOkResponse, TotpConfirmBody, TotpEnrolResponse,
} from '../../../contract/staff';
import type { Config } from '../../config';
import type { Services } from '../../services';
import { staffLoginRateLimit } from './staff.rate-limit';
import { staffSession } from './staff-session';

/** The back office's sign-in, own-account, staff and audit calls; every one but sign-in needs the staff cookie. */
export const staffRoutes: FastifyPluginAsync<{ services: Services; config: Config }> = async (root, { services, config }) => {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const { staff, audit } = services;
  const limit = await staffLoginRateLimit(root, config);
  const session = staffSession(staff, config.publicUrl.startsWith('https://'));
  const anyStaff = { onRequest: session.guard({ role: 'staff' }) };
  const beforeTotp = { onRequest: session.guard({ role: 'staff', beforeTotpSetup: true }) };
  const owner = { onRequest: session.guard({ role: 'owner' }) };
  const ok = { status: 1 as const };

  app.post('/api/admin/login', { schema: { body: StaffLoginBody, response: { 200: StaffSessionResponse } }, preHandler: limit },
    async (request, reply) => {
      const signedIn = await staff.signIn(request.body, { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' });
      session.setCookie(reply, signedIn.token);
      return { status: 1 as const, staff: signedIn.staff, totpSetupRequired: signedIn.totpSetupRequired };
    });

  app.post('/api/admin/logout', { ...beforeTotp, schema: { response: { 200: StatusOkResponse } } }, async (request, reply) => {
    await staff.signOut(session.principal(request));
    session.clearCookie(reply);
    return ok;
  });

  app.get('/api/admin/me', { ...beforeTotp, schema: { response: { 200: StaffSessionResponse } } }, async (request) => {
    const principal = session.principal(request);
    return { status: 1 as const, staff: await staff.me(principal), totpSetupRequired: principal.totpSetupRequired };
  });

  app.post('/api/admin/totp/enrol', { ...beforeTotp, schema: { response: { 200: TotpEnrolResponse } } },
    async (request) => ({ status: 1 as const, ...(await staff.enrolTotp(session.principal(request))) }));

  app.post('/api/admin/totp/confirm', { ...beforeTotp, schema: { body: TotpConfirmBody, response: { 200: StaffResponse } } },
    async (request) => ({ status: 1 as const, staff: await staff.confirmTotp(session.principal(request), request.body.code) }));

  app.post('/api/admin/password', { ...anyStaff, schema: { body: ChangePasswordBody, response: { 200: StatusOkResponse } } },
    async (request) => {
      await staff.changePassword(session.principal(request), request.body);
      return ok;
    });

  app.get('/api/admin/staff', { ...owner, schema: { response: { 200: StaffListResponse } } },
    async (request) => ({ status: 1 as const, staff: await staff.list(session.principal(request)) }));

  app.post('/api/admin/staff', { ...owner, schema: { body: AddStaffBody, response: { 200: StaffResponse } } },
    async (request) => ({ status: 1 as const, staff: await staff.add(session.principal(request), request.body) }));

  app.post('/api/admin/staff/:id/deactivate', { ...owner, schema: { params: StaffIdParams, response: { 200: StaffResponse } } },
    async (request) => ({ status: 1 as const, staff: await staff.deactivate(session.principal(request), request.params.id) }));

  app.post('/api/admin/staff/require-totp', { ...owner, schema: { body: RequireTotpBody, response: { 200: StatusOkResponse } } },
    async (request) => {
      await staff.requireTotp(session.principal(request), request.body.required);
      return ok;
    });

  app.get('/api/admin/audit', { ...owner, schema: { querystring: AuditQuery, response: { 200: AuditListResponse } } },
    async (request) => ({ status: 1 as const, ...(await audit.list(request.query)) }));
};
