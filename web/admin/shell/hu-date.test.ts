import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay, fromBudapestInput, toBudapestInput } from './hu-date';

describe('back-office dates', () => {
  it('reads as Hungarian staff write them, in Budapest time whatever the machine\'s zone', () => {
    expect(formatDateTime('2026-11-23T13:05:00Z')).toBe('2026. 11. 23. 14:05');
    expect(formatDateTime('2026-07-01T22:30:00Z')).toBe('2026. 07. 02. 0:30');
  });

  it('shows a calendar day as that day, and an instant as its Budapest day', () => {
    expect(formatDay('2026-12-07')).toBe('2026. 12. 07.');
    expect(formatDay('2026-12-06T23:30:00Z')).toBe('2026. 12. 07.');
  });
});

describe('back-office date-time fields', () => {
  it('take the time typed as Budapest time, whatever the computer\'s zone', () => {
    expect(fromBudapestInput('2026-12-01T08:00')).toBe('2026-12-01T07:00:00.000Z');
    expect(fromBudapestInput('2026-07-01T08:00')).toBe('2026-07-01T06:00:00.000Z');
    // Around the changes of the clock (29 March 2026 2:00→3:00, 25 October 2026 3:00→2:00).
    expect(fromBudapestInput('2026-03-29T01:30')).toBe('2026-03-29T00:30:00.000Z');
    expect(fromBudapestInput('2026-03-29T03:30')).toBe('2026-03-29T01:30:00.000Z');
    expect(fromBudapestInput('2026-10-25T04:00')).toBe('2026-10-25T03:00:00.000Z');
    expect(fromBudapestInput('')).toBeNull();
    expect(fromBudapestInput(null)).toBeNull();
  });

  it('show an instant on Budapest\'s clock, as the lists do', () => {
    expect(toBudapestInput('2026-12-01T07:00:00.000Z')).toBe('2026-12-01T08:00');
    expect(toBudapestInput('2026-07-01T22:30:00Z')).toBe('2026-07-02T00:30');
    expect(toBudapestInput(null)).toBe('');
    // A field's value as it is (react-admin formats the formatted value again).
    expect(toBudapestInput('2026-12-01T08:00')).toBe('2026-12-01T08:00');
    for (const typed of ['2026-01-15T23:59', '2026-06-30T00:00', '2026-10-25T12:00']) {
      expect(toBudapestInput(fromBudapestInput(typed))).toBe(typed);
    }
  });
});
