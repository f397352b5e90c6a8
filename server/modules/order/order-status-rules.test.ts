import { describe, expect, it } from 'vitest';
import { isEditable, nextStatuses, transitionProblem } from './order-status-rules';

describe('order status workflow', () => {
  it('offers the hand-over state that fits the delivery mode', () => {
    expect(nextStatuses('processing', true)).toEqual(['ready_for_pickup', 'cancelled']);
    expect(nextStatuses('processing', false)).toEqual(['shipped', 'cancelled']);
  });

  it('lets open orders be cancelled and keeps completed and cancelled ones final', () => {
    for (const status of ['new', 'processing', 'ready_for_pickup', 'shipped'] as const) {
      expect(transitionProblem(status, 'cancelled', false)).toBeNull();
    }
    expect(nextStatuses('completed', false)).toEqual([]);
    expect(transitionProblem('cancelled', 'processing', false)).toBe('A(z) „Lemondva” állapotú rendelés már nem módosítható.');
  });

  it('explains a skipped step and a hand-over that does not fit the delivery mode', () => {
    expect(transitionProblem('new', 'shipped', false)).toBe('A rendelés „Új” állapotból nem tehető „Átadva a futárnak” állapotba.');
    expect(transitionProblem('processing', 'shipped', true)).toBe('Személyes átvételű rendelés nem adható át a futárnak.');
  });

  it('allows editing the address only before dispatch', () => {
    expect(['new', 'processing', 'ready_for_pickup', 'shipped'].map((s) => isEditable(s as never))).toEqual([true, true, false, false]);
  });
});
