import { describe, expect, it } from 'vitest';
import { formatProps, parseProps } from './variant-props';

describe('variant properties as one line', () => {
  it('round-trips names and values, colons inside a value included', () => {
    const props = { Szín: 'matt fekete', Méret: 'XL', Arány: '16:9' };
    expect(parseProps(formatProps(props))).toEqual(props);
    expect(parseProps('')).toEqual({});
  });

  it('refuses a part without a name or value and a name given twice', () => {
    expect(parseProps('Szín piros')).toHaveProperty('problem');
    expect(parseProps('Méret: M; Méret: L')).toEqual({ problem: 'A(z) „Méret” tulajdonság kétszer szerepel.' });
  });
});
