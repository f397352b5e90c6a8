import { describe, expect, it } from 'vitest';
import { modelName, modelSlug } from '../../../contract/bike-model-slug';
import { groupModels, type TypeRow } from './bike-models';

const type = (id: number, name: string, yearFrom: number, manufacturerName = 'Yamaha'): TypeRow => ({
  id, name, constructionId: 2, capacity: 689, yearFrom, yearTo: yearFrom + 1, img: '', manufacturerId: 1, manufacturerName,
});

describe('motorcycle models', () => {
  it('drop the year range of a type name, whatever its form', () => {
    expect(modelName('MT-07 (2019-2020)')).toBe('MT-07');
    expect(modelName('CBR 600 RR (2021-)')).toBe('CBR 600 RR');
    expect(modelName('Tracer 9 GT (2023– )')).toBe('Tracer 9 GT');
    expect(modelName('XT 660 R')).toBe('XT 660 R');
  });

  it('have addresses without accents, case or punctuation', () => {
    expect(modelSlug('Yamaha MT-07')).toBe('yamaha-mt-07');
    expect(modelSlug('Moto Guzzi V85 TT Évjárat')).toBe('moto-guzzi-v85-tt-evjarat');
    expect(modelSlug('  --  ')).toBe('');
  });

  it('group the model years of one model, newest first, and keep other models apart', () => {
    const models = groupModels([type(1, 'MT-07 (2017-2018)', 2017), type(2, 'MT-07 (2021-)', 2021), type(3, 'MT-09 (2021-)', 2021), type(4, 'MT-07 (2019-2020)', 2019)]);
    expect([...models.keys()]).toEqual(['yamaha-mt-07', 'yamaha-mt-09']);
    const mt07 = models.get('yamaha-mt-07')!;
    expect(mt07.name).toBe('Yamaha MT-07');
    expect(mt07.types.map((t) => t.id)).toEqual([2, 4, 1]);
  });
});
