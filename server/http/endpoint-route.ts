import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { Static, TSchema } from 'typebox';
import type { Endpoint } from '../../contract/endpoints';
import { sendCached } from './cached-answer';
import { staffGuard } from './principal-hook';

type ParamsOf<E extends Endpoint> = E['params'] extends TSchema ? Static<E['params']> : unknown;
type QueryOf<E extends Endpoint> = E['query'] extends TSchema ? Static<E['query']> : unknown;
type BodyOf<E extends Endpoint> = E['body'] extends TSchema ? Static<E['body']> : unknown;
/** The success answer of a call, as its table entry documents it. */
export type AnswerOf<E extends Endpoint> = Static<E['responses'][200]>;

export type EndpointRequest<E extends Endpoint> = FastifyRequest<{ Params: ParamsOf<E>; Querystring: QueryOf<E>; Body: BodyOf<E> }>;
/** A handler returns the success answer, or the reply it already sent (a spec-fixed error shape). */
export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => AnswerOf<E> | FastifyReply | Promise<AnswerOf<E> | FastifyReply>;

export interface ServeOptions {
  preHandler?: preHandlerHookHandler | preHandlerHookHandler[];
  /**
   * The handler returns cached answers: the same object on every hit. Each is serialised once (by the
   * route's response schema) and compressed once per encoding, so a cache hit costs no JSON or
   * compression work (cached-answer.ts).
   */
  cached?: boolean;
  /** bytes; a call that takes a file's text (a fitment list) needs more than the app's small default */
  bodyLimit?: number;
}

/**
 * Registers one call of the endpoint table: its method, path, parameter, query and body schemas
 * (validated before the handler runs), the staff access of a back-office call (checked before that),
 * and its success schema (Fastify serialises by it), so no route repeats what
 * the table says. The error answers are left to the error handler's one shape: a call's own 4xx schema
 * (e.g. register's required `errors`) would make Fastify fail on a plain validation error. The
 * conformance test checks every documented error answer against the table instead.
 */
export function serve<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: ServeOptions = {},
): void {
  const { cached = false, preHandler, bodyLimit } = options;
  const run = handler as unknown as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: { 200: endpoint.responses[200] },
    },
    ...(endpoint.staff ? { onRequest: staffGuard(endpoint.staff) } : {}),
    ...(preHandler ? { preHandler } : {}),
    ...(bodyLimit ? { bodyLimit } : {}),
    handler: cached
      ? async (request, reply) => {
        const answer = await run(request, reply);
        return answer === reply ? reply : sendCached(request, reply, answer as object);
      }
      : run,
  });
}
