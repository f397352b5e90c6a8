import type { Static, TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { AppError } from '../http/errors';

const MAX_REPORTED = 10;

/**
 * The input of a use case checked against its contract schema. Services call this even for typed
 * callers: the back office, imports and tests all hand over data that came from outside.
 */
export function checkInput<T extends TSchema>(schema: T, input: unknown): Static<T> {
  if (Value.Check(schema, input)) return input as Static<T>;
  const errors = [...Value.Errors(schema, input)]
    // 'schema is false' repeats what the additionalProperties error beside it says better
    .filter((error) => error.keyword !== 'boolean')
    .slice(0, MAX_REPORTED)
    .map((error) => `${error.instancePath || '/'}: ${error.message}`);
  throw new AppError('bad_request', `Hibás adatok: ${errors.join('; ')}`, { errors });
}
