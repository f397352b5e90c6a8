import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { OLD_SITE_DATA } from '../../../contract/account';
import { ENDPOINTS } from '../../../contract/endpoints';
import { serve } from '../../http/endpoint-route';
import { AppError, STATUS_BY_CODE } from '../../http/errors';
import type { Config } from '../../config';
import type { Services } from '../../services';
import { registerAccountRateLimits } from './account.rate-limit';

const NOT_LOGGED_IN = { error: 'unauthorized', message: 'Bejelentkezés szükséges.' };

/** Answers the spec fixes outside the route's success schema (`errors`, 'Old site data', no `status`). */
function sendAs(reply: FastifyReply, status: number, body: unknown, type = 'application/json; charset=utf-8') {
  return reply.status(status).type(type).send(body);
}

/** The account calls of spec section 7; shapes the spec leaves open are documented in contract/account.ts. */
export const accountRoutes: FastifyPluginAsync<{ services: Services; config: Config }> = async (app, { services, config }) => {
  const limit = await registerAccountRateLimits(app, config);
  const { account } = services;

  serve(app, ENDPOINTS.register, async (request, reply) => {
    try {
      return await account.register(request.body);
    } catch (error) {
      const errors = error instanceof AppError ? (error.details as { errors?: string[] } | undefined)?.errors : undefined;
      if (!(error instanceof AppError) || !errors) throw error;
      return sendAs(reply, STATUS_BY_CODE[error.code], { status: 0, error: error.code, message: error.message, errors });
    }
  }, { preHandler: limit.register });

  serve(app, ENDPOINTS.login, async (request, reply) => {
    const { email } = request.body;
    await limit.login.check(email, request.ip);
    try {
      const answer = await account.login(request.body);
      await limit.login.succeeded(email, request.ip);
      return answer;
    } catch (error) {
      // A wrong password or an old-site account without one: a failed try either way.
      if (error instanceof AppError && (error.code === 'bad_credentials' || error.code === 'old_site_account')) {
        await limit.login.failed(email, request.ip);
      }
      if (!(error instanceof AppError) || error.code !== 'old_site_account') throw error;
      return sendAs(reply, 401, OLD_SITE_DATA, 'text/plain; charset=utf-8');
    }
  });

  serve(app, ENDPOINTS.logout, async (request, reply) => {
    if (await account.logout(request.principal)) return { status: 1 as const };
    return sendAs(reply, 401, NOT_LOGGED_IN);
  });

  // Spec section 4: an answer without `status` logs the client out, so a guest's answer has none.
  serve(app, ENDPOINTS.getUserData, async (request, reply) => {
    const data = await account.currentUserData(request.principal);
    if (!data) return sendAs(reply, 401, NOT_LOGGED_IN);
    return { status: 1 as const, user: data };
  });

  serve(app, ENDPOINTS.saveUserData, (request) => account.saveUserData(request.principal, request.body));
  serve(app, ENDPOINTS.passwordCreate, (request) => account.passwordReset.create(request.body.email), { preHandler: limit.forgot });
  serve(app, ENDPOINTS.passwordFind, (request) => account.passwordReset.find(request.params.token));
  serve(app, ENDPOINTS.passwordReset, (request) => account.passwordReset.reset(request.body));

  serve(app, ENDPOINTS.personalData, (request) => {
    const { principal } = request;
    if (principal.kind !== 'customer') throw new AppError('unauthorized', NOT_LOGGED_IN.message);
    return account.exportPersonalData(principal.userId);
  });
  // Needs the session's token and the password, and each try costs a scrypt hash.
  serve(app, ENDPOINTS.deleteAccount, (request) => account.deleteOwnAccount(request.principal, request.body.password));
};
