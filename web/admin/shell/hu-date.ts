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
