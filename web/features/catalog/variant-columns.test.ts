import { describe, expect, it } from 'vitest';
import { parseProps, propertyColumns } from './variant-columns';

describe('variant property columns', () => {
  it('unites the property names of all variants in first-seen order', () => {
    const variants = [{ props: '{"Méret":"M","Szín":"fekete"}' }, { props: '{"Méret":"L","Anyag":"bőr"}' }, { props: '{}' }];
    expect(propertyColumns(variants)).toEqual(['Méret', 'Szín', 'Anyag']);
  });

  it('reads broken or non-object props as none', () => {
    expect(parseProps('{nope')).toEqual({});
    expect(parseProps('[1,2]')).toEqual({});
    expect(parseProps('null')).toEqual({});
    expect(propertyColumns([{ props: 'x' }])).toEqual([]);
  });

  it('keeps scalar values as text and skips nested ones', () => {
    expect(parseProps('{"Méret":42,"Vízálló":true,"x":{"y":1}}')).toEqual({ Méret: '42', Vízálló: 'true' });
  });
});
