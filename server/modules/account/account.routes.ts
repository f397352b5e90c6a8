import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { Type } from 'typebox';
import {
  LoginBody, MessageResponse, OLD_SITE_DATA, PasswordCreateBody, PasswordFindResponse, PasswordResetBody,
  PasswordResetResponse, RegisterBody, StatusOk, TokenResponse, UserData, UserDataResponse,
} from '../../../contract/account';
import { AppError, STATUS_BY_CODE } from '../../http/errors';
import type { Config } from '../../config';
import type { Services } from '../../services';
import { registerAccountRateLimits } from './account.rate-limit';

const NOT_LOGGED_IN = { error: 'unauthorized', message: 'Bejelentkezés szükséges.' };

/** Answers the spec fixes outside the route's success schema (`errors`, 'Old site data', no `status`). */
function sendAs(reply: unknown, status: number, body: unknown, type = 'application/json; charset=utf-8') {
  return (reply as FastifyReply).status(status).type(type).send(body);
}

/** The account calls of spec section 7; shapes the spec leaves open are documented in contract/account.ts. */
export const accountRoutes: FastifyPluginAsync<{ services: Services; config: Config }> = async (root, { services, config }) => {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const limit = await registerAccountRateLimits(root, config);
  const { account } = services;

  app.post('/api/register', { schema: { body: RegisterBody, response: { 200: TokenResponse } }, preHandler: limit.register },
    async (request, reply) => {
      try {
        return await account.register(request.body);
      } catch (error) {
        const errors = error instanceof AppError ? (error.details as { errors?: string[] } | undefined)?.errors : undefined;
        if (!(error instanceof AppError) || !errors) throw error;
        return sendAs(reply, STATUS_BY_CODE[error.code], { status: 0, error: error.code, message: error.message, errors });
      }
    });

  app.post('/api/login', { schema: { body: LoginBody, response: { 200: TokenResponse } } },
    async (request, reply) => {
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

  app.get('/api/logout', { schema: { response: { 200: StatusOk } } }, async (request, reply) => {
    if (await account.logout(request.principal)) return { status: 1 as const };
    return sendAs(reply, 401, NOT_LOGGED_IN);
  });

  // Spec section 4: an answer without `status` logs the client out, so a guest's answer has none.
  app.get('/api/getUserData', { schema: { response: { 200: UserDataResponse } } }, async (request, reply) => {
    const data = await account.currentUserData(request.principal);
    if (!data) return sendAs(reply, 401, NOT_LOGGED_IN);
    return { status: 1 as const, user: data };
  });

  app.post('/api/saveUserData', { schema: { body: UserData, response: { 200: StatusOk } } },
    (request) => account.saveUserData(request.principal, request.body));

  app.post('/api/password/create', { schema: { body: PasswordCreateBody, response: { 200: MessageResponse } }, preHandler: limit.forgot },
    (request) => account.passwordReset.create(request.body.email));

  app.get('/api/password/find/:token', { schema: { params: Type.Object({ token: Type.String({ maxLength: 300 }) }), response: { 200: PasswordFindResponse } } },
    (request) => account.passwordReset.find(request.params.token));

  app.post('/api/password/reset', { schema: { body: PasswordResetBody, response: { 200: PasswordResetResponse } } },
    (request) => account.passwordReset.reset(request.body));
};
