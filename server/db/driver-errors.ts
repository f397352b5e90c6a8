/**
 * Drizzle wraps driver errors (and pg wraps socket errors), so what the database said sits somewhere
 * down the `cause` chain. These helpers walk it, a bounded number of steps.
 */
export function* causeChain(error: unknown, maxDepth = 5): Generator<{ code?: unknown; message?: unknown }> {
  let e = error;
  for (let depth = 0; e && depth < maxDepth; depth++) {
    yield e as { code?: unknown; message?: unknown };
    e = (e as { cause?: unknown }).cause;
  }
}

/** True for a unique-index violation (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  for (const e of causeChain(error)) if (e.code === '23505') return true;
  return false;
}

/** True for a row that names a missing row of another table (SQLSTATE 23503). */
export function isForeignKeyViolation(error: unknown): boolean {
  for (const e of causeChain(error)) if (e.code === '23503') return true;
  return false;
}
