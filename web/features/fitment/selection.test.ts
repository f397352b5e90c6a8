import { describe, expect, it } from 'vitest';
import { changeSelection, EMPTY_SELECTION, initialMode } from './selection';
import { capacityOptions, optionValueFor } from './capacity-ranges';

const full = { gyarto: 1, felepites: 10, hengerurtartalom: 599, tipus: 101, motorInput: 'cbr' };

describe('clearing rules', () => {
  it('a new manufacturer clears construction, capacity, type and free text', () => {
    expect(changeSelection(full, { kind: 'gyarto', id: 2 })).toEqual({ ...EMPTY_SELECTION, gyarto: 2 });
  });

  it('a new construction clears capacity and type only', () => {
    expect(changeSelection(full, { kind: 'felepites', id: 11 })).toEqual({ ...full, felepites: 11, hengerurtartalom: null, tipus: null });
  });

  it('a new capacity clears the type only', () => {
    expect(changeSelection(full, { kind: 'hengerurtartalom', value: 125 })).toEqual({ ...full, hengerurtartalom: 125, tipus: null });
  });

  it('choosing a type keeps the rest', () => {
    expect(changeSelection({ ...full, tipus: null }, { kind: 'tipus', id: 102 })).toEqual({ ...full, tipus: 102 });
  });

  it('switching mode clears everything except what is typed', () => {
    expect(changeSelection(full, { kind: 'switchMode' })).toEqual({ ...EMPTY_SELECTION, motorInput: 'cbr' });
  });

  it('new free text drops the type chosen from the old results', () => {
    expect(changeSelection(full, { kind: 'motorInput', text: 'mt07' })).toMatchObject({ motorInput: 'mt07', tipus: null });
  });

  it('opens in free-text mode only when text was typed without a cascade choice', () => {
    expect(initialMode({ ...EMPTY_SELECTION, motorInput: 'mt07' })).toBe('text');
    expect(initialMode(full)).toBe('cascade');
    expect(initialMode(EMPTY_SELECTION)).toBe('cascade');
  });
});

describe('capacity ranges', () => {
  it("shows 'previous-this ccm' up to 1000 and one '1000+ ccm' above", () => {
    expect(capacityOptions([599, 125, 999, 1084, 1833, 599])).toEqual([
      { value: 125, label: '0-125 ccm' },
      { value: 599, label: '125-599 ccm' },
      { value: 999, label: '599-999 ccm' },
      { value: 1084, label: '1000+ ccm' },
    ]);
  });

  it('counts exactly 1000 as a range of its own', () => {
    expect(capacityOptions([1000, 1200]).map((o) => o.label)).toEqual(['0-1000 ccm', '1000+ ccm']);
  });

  it('maps a stored capacity to its option', () => {
    const options = capacityOptions([125, 1084, 1833]);
    expect(optionValueFor(1833, options)).toBe(1084);
    expect(optionValueFor(125, options)).toBe(125);
    expect(optionValueFor(300, options)).toBeNull();
    expect(optionValueFor(null, options)).toBeNull();
  });
});

describe('type select prompt', () => {
  it("says how many types matched, or 'Nincs találat.'", async () => {
    const { typeSelectPrompt } = await import('./type-select');
    expect(typeSelectPrompt(12)).toBe('12 db találat. Válaszd ki a motorod.');
    expect(typeSelectPrompt(0)).toBe('Nincs találat.');
  });
});

describe('fit status', () => {
  it('fits when any variant lists the bike, universal when none lists any', async () => {
    const { fitStatus } = await import('./fit-status');
    expect(fitStatus([{ bikesArray: [1, 2] }, { bikesArray: [3] }], 3)).toBe('fits');
    expect(fitStatus([{ bikesArray: [1, 2] }], 3)).toBe('does-not-fit');
    expect(fitStatus([{ bikesArray: [] }, { bikesArray: [] }], 3)).toBe('universal');
  });
});
