import { Type, type Static } from 'typebox';
import { ALIAS_MAX_LENGTH, ALIAS_PATTERN } from './alias';

/** The one error body every 4xx and 5xx answer carries (spec-fixed shapes such as `errors` may add to it). */
export const ErrorBody = Type.Object({
  status: Type.Literal(0),
  error: Type.String({ description: 'machine-readable code, e.g. not_found' }),
  message: Type.String({ description: 'human-readable, Hungarian where a visitor may see it' }),
  details: Type.Optional(Type.Unknown()),
});
export type ErrorBody = Static<typeof ErrorBody>;

export const Alias = Type.String({ minLength: 1, maxLength: ALIAS_MAX_LENGTH, pattern: ALIAS_PATTERN });
