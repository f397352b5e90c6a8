import type { Static, TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import type { ImportRejection } from '../../contract/import-result';
import { AppError } from '../http/errors';

export interface RecordCheck<T extends TSchema> {
  /** null when the value fits the schema, else the first problem: where and what */
  problem(value: unknown): string | null;
  /** the value, typed, or an AppError('bad_request') naming the problem */
  parse(value: unknown): Static<T>;
}

/** A schema compiled once, for checking many records fast (imports run it tens of thousands of times). */
export function recordCheck<T extends TSchema>(schema: T): RecordCheck<T> {
  const compiled = Compile(schema);
  const problem = (value: unknown): string | null => {
    if (compiled.Check(value)) return null;
    const [first] = compiled.Errors(value);
    return first ? `${first.instancePath || '/'}: ${first.message}` : 'invalid record';
  };
  return {
    problem,
    parse(value) {
      const found = problem(value);
      if (found) throw new AppError('bad_request', `Hibás adat: ${found}`, { problem: found });
      return value as Static<T>;
    },
  };
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
