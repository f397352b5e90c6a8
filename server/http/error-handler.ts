import localizeHu from 'ajv-i18n/localize/hu/index.js';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import type { ErrorBody } from '../../contract/common';
import { AppError, isDatabaseUnavailable, STATUS_BY_CODE, type ErrorCode } from './errors';

/** The message of a code when the thrower gave none (Fastify's own errors, the 503 of an outage). */
const MESSAGES: Record<ErrorCode, string> = {
  bad_request: 'Hibás kérés.',
  payload_too_large: 'A kérés túl nagy.',
  unsupported_media_type: 'Nem támogatott tartalomtípus.',
  csrf: 'Hiányzó vagy érvénytelen CSRF token.',
  validation_failed: 'Kérjük, javítsa a megjelölt mezőket.',
  unauthorized: 'Bejelentkezés szükséges.',
  forbidden: 'Nincs jogosultság.',
  bad_credentials: 'Hibás e-mail cím vagy jelszó.',
  totp_code_required: 'Adja meg a hitelesítő alkalmazás hatjegyű kódját.',
  totp_code_invalid: 'A hitelesítő kód hibás vagy már felhasznált.',
  totp_setup_required: 'A folytatáshoz állítsa be a kétlépcsős azonosítást.',
  old_site_account: 'Az oldalunk megújult, kérjük, kérjen új jelszót.',
  rate_limited: 'Túl sok próbálkozás. Kérjük, várjon egy kicsit, és próbálja újra.',
  not_found: 'Nem található.',
  variant_not_found: 'Nem található ilyen termékváltozat.',
  gone: 'Ez a termék már nem kapható.',
  cart_not_found: 'Nem található ilyen kosár.',
  cart_line_not_found: 'Nem található ilyen tétel ebben a kosárban.',
  cart_finished: 'Ez a kosár már megrendelésre került, nem módosítható.',
  out_of_stock: 'A termék jelenleg nincs készleten.',
  not_enough_stock: 'A termékből nincs elég készleten.',
  quantity_limit: 'Ennyi darab nem tehető a kosárba.',
  order_data_invalid: 'Hibás űrlap kitöltés. Kérjük, minden mezőt megfelelően töltsön ki!',
  email_taken: 'Ezzel az e-mail címmel már regisztráltak.',
  unknown_email: 'A megadott e-mail cím nem található.',
  reset_token_invalid: 'A jelszó-visszaállító link érvénytelen vagy lejárt.',
  reset_email_mismatch: 'Ez a link nem ehhez az e-mail címhez tartozik.',
  conflict: 'Ütközés történt, kérjük, próbálja újra.',
  unavailable: 'A szolgáltatás átmenetileg nem érhető el. Kérjük, próbálja újra később.',
  internal: 'Váratlan hiba történt.',
};

export function errorBody(code: ErrorCode, message = MESSAGES[code], details?: unknown): ErrorBody {
  return details === undefined ? { status: 0, error: code, message } : { status: 0, error: code, message, details };
}

/**
 * A schema's refusal in Hungarian, naming where (`body/price: kell legyen <= 99999999`): Ajv's own
 * messages are English, and staff and API callers read this text (ajv-i18n's translations of Ajv's).
 */
function hungarianValidation(error: FastifyError): { message: string; details: FastifySchemaValidationError[] } {
  const details = (error.validation ?? []).map((item) => ({ ...item }));
  localizeHu(details as Parameters<typeof localizeHu>[0]);
  const where = error.validationContext ?? '';
  return { message: `Hibás kérés: ${details.map((item) => `${where}${item.instancePath}: ${item.message}`).join(', ')}`, details };
}

/** Maps Fastify's own errors (bad JSON, schema, size) to our codes, keeping their text: it names the problem. */
function fromFastify(error: FastifyError): AppError | null {
  if (error.validation) {
    const { message, details } = hungarianValidation(error);
    return new AppError('bad_request', message, details);
  }
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
      // A 429 or 503 says when to come back (RFC 9110), so clients and people wait instead of hammering.
      if ((known.code === 'rate_limited' || known.code === 'unavailable') && typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
      return reply.status(STATUS_BY_CODE[known.code]).send(errorBody(known.code, known.message, known.details));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).header('retry-after', '5').send(errorBody('unavailable'));
    }
    // A client that left while its answer was being compressed fails the reply before its headers went
    // out (Fastify logs the same leaving at info when it sees it later): nothing went wrong here.
    if (error.code === 'ERR_STREAM_PREMATURE_CLOSE') request.log.info('client closed the connection before the answer');
    else request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody('internal'));
  });

}

/**
 * Fastify's `frameworkErrors`: the router's own refusals (a broken percent-escape in the path, a path
 * parameter longer than maxParamLength) reach neither a route nor the error handler, so they are
 * answered here in the same JSON shape, keeping their status (400, 414).
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  switch (error.code) {
    case 'FST_ERR_BAD_URL':
      void reply.status(400).send(errorBody('bad_request', 'Hibás kérés: a cím érvénytelen kódolású karaktert tartalmaz.'));
      return;
    case 'FST_ERR_MAX_PARAM_LENGTH':
      void reply.status(414).send(errorBody('bad_request', 'Hibás kérés: a cím túl hosszú.'));
      return;
  }
  request.log.error({ err: error }, 'router error');
  void reply.status(500).send(errorBody('internal'));
}
