import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay } from './hu-date';

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
