/**
 * Dates of the back office as Hungarian staff read them, in the shop's time zone whatever the
 * browser's: '2026. 11. 23. 14:05' and '2026. 11. 23.'.
 */
export const HU_DATE_TIME_OPTIONS: Intl.DateTimeFormatOptions = { timeZone: 'Europe/Budapest', dateStyle: 'short', timeStyle: 'short' };
const dateTime = new Intl.DateTimeFormat('hu-HU', HU_DATE_TIME_OPTIONS);
export const HU_DATE_OPTIONS: Intl.DateTimeFormatOptions = { timeZone: 'Europe/Budapest', dateStyle: 'short' };
const date = new Intl.DateTimeFormat('hu-HU', HU_DATE_OPTIONS);

export const formatDateTime = (iso: string): string => dateTime.format(new Date(iso));

/** A calendar day (`2026-11-23`, as the server sends deadlines) or an instant, as its Budapest day. */
export const formatDay = (value: string): string =>
  date.format(/^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value));

/** Budapest's wall clock at an instant, as the numbers of its parts. */
const wallClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Budapest', hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit',
});
const pad = (n: number) => String(n).padStart(2, '0');

function budapestParts(at: Date): { y: number; mo: number; d: number; h: number; mi: number } {
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(wallClock.formatToParts(at).find((p) => p.type === type)?.value);
  return { y: part('year'), mo: part('month'), d: part('day'), h: part('hour'), mi: part('minute') };
}

/** How far Budapest's clock is ahead of UTC at an instant, in ms (1 or 2 hours). */
function budapestOffset(ms: number): number {
  const { y, mo, d, h, mi } = budapestParts(new Date(ms));
  return Date.UTC(y, mo - 1, d, h, mi) - Math.floor(ms / 60_000) * 60_000;
}

/**
 * A date-time field's value ('2026-12-01T08:00') for an instant, on Budapest's clock: the same time the
 * lists show, whatever the zone of the staff member's computer.
 */
export function toBudapestInput(iso: string | null | undefined): string {
  if (!iso) return '';
  // Already a field's value: react-admin's DateTimeInput formats the formatted value once more.
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(iso)) return iso;
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const { y, mo, d, h, mi } = budapestParts(at);
  return `${y}-${pad(mo)}-${pad(d)}T${pad(h)}:${pad(mi)}`;
}

/** The instant a date-time field's value names on Budapest's clock ('2026-12-01T08:00' → 07:00 UTC); empty: none. */
export function fromBudapestInput(value: string | null | undefined): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value ?? '');
  if (!match) return null;
  const [y, mo, d, h, mi] = match.slice(1).map(Number) as [number, number, number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  // The offset at the wall time read as UTC, then again at the result: right on both sides of a DST change.
  const first = wall - budapestOffset(wall);
  return new Date(wall - budapestOffset(first)).toISOString();
}
