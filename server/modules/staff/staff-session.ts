import type { FastifyReply } from 'fastify';
import { STAFF_COOKIE } from '../../http/principal-hook';

/**
 * Sets and clears the back office's session cookie: HttpOnly and SameSite=Strict always, Secure when
 * the shop is served over https. The principal hook reads it (server/http/principal-hook.ts).
 */
export function staffCookie(secure: boolean) {
  const options = { path: '/', httpOnly: true, sameSite: 'strict', secure } as const;
  return {
    set: (reply: FastifyReply, token: string) => reply.setCookie(STAFF_COOKIE, token, options),
    clear: (reply: FastifyReply) => reply.clearCookie(STAFF_COOKIE, options),
  };
}
