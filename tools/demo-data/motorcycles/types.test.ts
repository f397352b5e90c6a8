import { describe, expect, it } from 'vitest';
import { duplicates } from '../test-helpers';
import { buildConstructions, buildManufacturers, buildMotorcycleTypes } from './types';

const types = buildMotorcycleTypes();
const makers = buildManufacturers();

describe('motorcycle types', () => {
  it('number in the thousands, with unique ids, names per manufacturer and images', () => {
    expect(types.length).toBeGreaterThanOrEqual(3000);
    expect(types.length).toBeLessThanOrEqual(6000);
    expect(duplicates(types.map((t) => t.id))).toEqual([]);
    expect(duplicates(types.map((t) => `${t.manufacturerId}/${t.name}`))).toEqual([]);
    // A picture of the type's construction (sport, naked, scooter...) in its maker's colour.
    for (const t of types) expect(t.img, t.name).toMatch(/^\/media\/demo\/bike\/[a-z]+-([a-z]{2}){1,2}-320\.webp$/);
    expect(new Set(types.map((t) => t.img)).size).toBeGreaterThan(20);
  });

  it('reference existing manufacturers and constructions', () => {
    const makerIds = new Set(makers.map((m) => m.id));
    const constructionIds = new Set(buildConstructions().map((c) => c.id));
    for (const t of types) {
      expect(makerIds.has(t.manufacturerId), t.name).toBe(true);
      expect(constructionIds.has(t.constructionId), t.name).toBe(true);
    }
    expect(new Set(types.map((t) => t.manufacturerId)).size).toBe(makers.length);
    expect(new Set(types.map((t) => t.constructionId)).size).toBe(buildConstructions().length);
  });

  it('have whole cm³ capacities from the 50 cc class to 1900 and sane model years', () => {
    for (const t of types) {
      expect(Number.isInteger(t.capacity) && t.capacity >= 49 && t.capacity <= 1900, t.name).toBe(true);
      expect(t.yearFrom, t.name).toBeGreaterThanOrEqual(1990);
      if (t.yearTo !== null) expect(t.yearTo, t.name).toBeGreaterThanOrEqual(t.yearFrom);
    }
    const capacities = types.map((t) => t.capacity);
    expect(Math.min(...capacities)).toBeLessThan(60);
    expect(Math.max(...capacities)).toBeGreaterThan(1800);
  });

  it('name the year range in the type name, open-ended for models still sold', () => {
    const honda = makers.find((m) => m.name === 'Honda')?.id;
    const cbr = types.filter((t) => t.manufacturerId === honda && t.name.startsWith('CBR 600 RR ('));
    expect(cbr.map((t) => t.name)).toContain('CBR 600 RR (2007-2008)');
    const current = types.find((t) => t.name.startsWith('MT-07 (') && t.yearTo === null);
    expect(current?.name).toMatch(/^MT-07 \(\d{4}-\)$/);
  });

  it('keep their ids between runs, derived from the manufacturer', () => {
    expect(buildMotorcycleTypes()).toEqual(types);
    for (const t of types) expect(Math.floor(t.id / 10_000), t.name).toBe(t.manufacturerId);
  });
});
