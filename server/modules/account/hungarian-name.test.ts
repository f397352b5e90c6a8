import { describe, expect, it } from 'vitest';
import { splitHungarianName } from './hungarian-name';

describe('splitHungarianName', () => {
  it.each([
    ['Kovács Anna', 'Kovács', 'Anna'],
    ['Kovács Anna Mária', 'Kovács', 'Anna Mária'],
    ['Kovácsné Nagy Éva', 'Kovácsné Nagy', 'Éva'],
    ['Nagy-Kovács Anna', 'Nagy-Kovács', 'Anna'],
    ['Dr. Kiss Péter', 'Dr. Kiss', 'Péter'],
    ['dr. Kovácsné Nagy Éva Mária', 'dr. Kovácsné Nagy', 'Éva Mária'],
    ['ifj. Tóth Gábor', 'ifj. Tóth', 'Gábor'],
    ['Kovácsné Éva', 'Kovácsné', 'Éva'],
    ['Kovács Jánosné', 'Kovács', 'Jánosné'],
    ['  Szabó   Béla ', 'Szabó', 'Béla'],
    ['Dr. Kiss', 'Dr.', 'Kiss'],
    ['Madonna', 'Madonna', ''],
  ])('%s: family name %s, given name %s', (name, family, given) => {
    expect(splitHungarianName(name)).toEqual({ family, given });
  });
});
