import type { FastifyError, FastifyInstance } from 'fastify';
import type { ErrorBody } from '../../contract/common';
import { AppError, isDatabaseUnavailable, STATUS_BY_CODE, type ErrorCode } from './errors';

const MESSAGES: Record<ErrorCode, string> = {
  bad_request: 'Hibás kérés.',
  not_found: 'Nem található.',
  unauthorized: 'Bejelentkezés szükséges.',
  forbidden: 'Nincs jogosultság.',
  csrf: 'Hiányzó vagy érvénytelen CSRF token.',
  conflict: 'Ütközés történt, kérjük, próbálja újra.',
  payload_too_large: 'A kérés túl nagy.',
  unsupported_media_type: 'Nem támogatott tartalomtípus.',
  rate_limited: 'Túl sok próbálkozás. Kérjük, várjon egy kicsit, és próbálja újra.',
  unavailable: 'A szolgáltatás átmenetileg nem érhető el. Kérjük, próbálja újra később.',
  internal: 'Váratlan hiba történt.',
};

export function errorBody(code: ErrorCode, message = MESSAGES[code], details?: unknown): ErrorBody {
  return details === undefined ? { status: 0, error: code, message } : { status: 0, error: code, message, details };
}

/** Maps Fastify's own errors (bad JSON, schema, size) to our codes, keeping their text: it names the problem. */
function fromFastify(error: FastifyError): AppError | null {
  if (error.validation) return new AppError('bad_request', `Hibás kérés: ${error.message}`, error.validation);
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError('bad_request', `Hibás JSON: ${error.message}`);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError('payload_too_large', MESSAGES.payload_too_large);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError('unsupported_media_type', MESSAGES.unsupported_media_type);
  }
  if (error.statusCode === 429) return new AppError('rate_limited', MESSAGES.rate_limited);
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new AppError('bad_request', error.message);
  }
  return null;
}

/** One JSON error shape for every 4xx and 5xx; a 500 never leaks its details. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = error instanceof AppError ? error : fromFastify(error);
    if (known) {
      const retryAfter = (known.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
      // A 429 says when to come back (RFC 9110), so clients and people wait instead of hammering.
      if (known.code === 'rate_limited' && typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
      return reply.status(STATUS_BY_CODE[known.code]).send(errorBody(known.code, known.message, known.details));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).header('retry-after', '5').send(errorBody('unavailable'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody('internal'));
  });

}
