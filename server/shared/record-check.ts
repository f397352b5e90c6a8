import type { Static, TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import type { ImportRejection } from '../../contract/import-result';
import { AppError } from '../http/errors';

const MAX_REPORTED = 10;

export interface RecordCheck<T extends TSchema> {
  /** null when the value fits the schema, else the first problem: where and what */
  problem(value: unknown): string | null;
  /** the value, typed, or an AppError('bad_request') naming each wrong field (up to ten) */
  parse(value: unknown): Static<T>;
}

/**
 * A schema compiled once, for checking many records fast (imports run it tens of thousands of times)
 * and for the input of every write use case: services check even typed callers, because the back
 * office, imports and tests all hand over data that came from outside.
 */
export function recordCheck<T extends TSchema>(schema: T): RecordCheck<T> {
  const compiled = Compile(schema);
  const problems = (value: unknown) => [...compiled.Errors(value)]
    // 'schema is false' repeats what the additionalProperties error beside it says better
    .filter((error) => error.keyword !== 'boolean')
    .map((error) => `${error.instancePath || '/'}: ${error.message}`);
  return {
    problem: (value) => (compiled.Check(value) ? null : problems(value)[0] ?? 'invalid record'),
    parse(value) {
      if (compiled.Check(value)) return value as Static<T>;
      const errors = problems(value).slice(0, MAX_REPORTED);
      throw new AppError('bad_request', `Hibás adatok: ${errors.join('; ')}`, { errors });
    },
  };
}

const compiledChecks = new WeakMap<TSchema, RecordCheck<TSchema>>();

/** `recordCheck(schema).parse(input)` with the schema compiled once per schema. */
export function checkInput<T extends TSchema>(schema: T, input: unknown): Static<T> {
  let check = compiledChecks.get(schema);
  if (!check) {
    check = recordCheck(schema);
    compiledChecks.set(schema, check);
  }
  return check.parse(input) as Static<T>;
}

/**
 * Splits records into those that pass `problemOf` and rejections naming each bad one, so one bad
 * supplier row never stops an import.
 */
export function partitionRecords<T>(
  records: readonly T[],
  name: (record: T, index: number) => string,
  problemOf: (record: T) => string | null,
): { valid: T[]; rejected: ImportRejection[] } {
  const valid: T[] = [];
  const rejected: ImportRejection[] = [];
  records.forEach((record, index) => {
    const reason = problemOf(record);
    if (reason) rejected.push({ record: name(record, index), index, reason });
    else valid.push(record);
  });
  return { valid, rejected };
}
