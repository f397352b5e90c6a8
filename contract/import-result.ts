import { Type, type Static } from 'typebox';

/** A record an import left out, named by its natural key (or position), with the reason in plain words. */
export const ImportRejection = Type.Object({
  /** e.g. 'product fek-1', 'category fekbetet', 'customer #3' */
  record: Type.String(),
  /** position of the record in the input, so a reader of a file can point at its line */
  index: Type.Integer({ minimum: 0 }),
  reason: Type.String(),
});
export type ImportRejection = Static<typeof ImportRejection>;

/** What every import use case answers: how many records it wrote and which it left out, and why. */
export interface ImportResult {
  written: number;
  rejected: ImportRejection[];
}

export type ImportProgress = (done: number, total: number) => void;

/** A rejected record as one line of a report: 'product fek-1: the price is missing'. */
export const rejectionLine = (rejection: ImportRejection): string => `${rejection.record}: ${rejection.reason}`;
