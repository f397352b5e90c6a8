import { describe, expect, it } from 'vitest';
import { priceHistory, shopPrice } from './pricing';
import { Random, streamSeed } from './prng';
import { article, slugify } from './slug';

describe('Random', () => {
  it('repeats its sequence for a seed and differs for another', () => {
    const draw = (seed: number) => { const r = new Random(seed); return Array.from({ length: 5 }, () => r.next()); };
    expect(draw(7)).toEqual(draw(7));
    expect(draw(7)).not.toEqual(draw(8));
    expect(streamSeed(1, 0)).not.toBe(streamSeed(1, 1));
  });

  it('keeps int within bounds and sample distinct', () => {
    const r = new Random(3);
    const ints = Array.from({ length: 500 }, () => r.int(2, 4));
    expect(new Set(ints)).toEqual(new Set([2, 3, 4]));
    expect(new Set(r.sample([1, 2, 3, 4, 5], 4)).size).toBe(4);
  });
});

describe('slugify and article', () => {
  it('strips Hungarian and other accents into hyphenated ASCII', () => {
    expect(slugify('Szinterezett fékbetét')).toBe('szinterezett-fekbetet');
    expect(slugify('Őszi gyűjtő ÁRVÍZTŰRŐ tükörfúrógép')).toBe('oszi-gyujto-arvizturo-tukorfurogep');
    expect(slugify('Akrapovič')).toBe('akrapovic');
    expect(slugify("Rev'It K&N")).toBe('revit-kn');
    expect(slugify('Tracer 9 GT+ (2021-)')).toBe('tracer-9-gt-plus-2021');
  });

  it('chooses a or az by the sound the name starts with', () => {
    expect(article('EBC FA196HH')).toBe('az');
    expect(article('NGK CR9EIX')).toBe('az');
    expect(article('DID 520VX3')).toBe('a');
    expect(article('Shoei NXR2')).toBe('a');
    expect(article('Alpinestars', true)).toBe('Az');
    expect(article('Őrző')).toBe('az');
  });
});

describe('shop prices', () => {
  it('end in 990 from ten thousand up and in 490 or 990 below', () => {
    expect(shopPrice(12_345)).toBe(12_990);
    expect(shopPrice(7_100)).toBe(7_490);
    expect(shopPrice(7_600)).toBe(7_990);
  });

  it('tell a dip inside the 30 days before a reduction as four points, cheapest last', () => {
    const history = priceHistory({ kind: 'sale-dip', since: 400, reducedAgo: 5, cut: 0.2 }, 24_990);
    expect(history.map((p) => p.from)).toEqual([...history.map((p) => p.from)].sort());
    const [regular, dip, back, sale] = history.map((p) => p.price);
    expect(regular).toBe(24_990);
    expect(back).toBe(24_990);
    expect(dip).toBeLessThan(24_990);
    expect(sale).toBeLessThan(dip ?? 0);
  });
});
