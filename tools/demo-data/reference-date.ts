/**
 * Every date in the demo catalog is derived from this fixed instant, never
 * from the clock, so the generator's output does not change from day to day.
 */
export const REFERENCE_TIME = Date.UTC(2026, 10, 1);
export const REFERENCE_YEAR = 2026;

const DAY_MS = 86_400_000;

/** ISO date-time of midnight UTC `days` days before the reference date. */
export function daysBefore(days: number): string {
  return new Date(REFERENCE_TIME - days * DAY_MS).toISOString();
}
