import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { buildFacetIndex, type FacetIndex } from './facet-index';
import { facetIndexSource } from './facet-index-source';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('facetIndexSource', () => {
  it('reads the index in the background, one read at a time, again only for another revision, resting 4× a read', async () => {
    let clock = 0;
    let reads = 0;
    let revision = 1;
    const load = async (): Promise<FacetIndex> => {
      reads++;
      clock += 100;
      return buildFacetIndex(revision, 0, []);
    };
    const source = facetIndexSource({} as Db, () => clock, load);
    expect(source.latest()).toBeNull();
    expect(source.latest()).toBeNull();
    await settle();
    expect(reads).toBe(1);
    expect(source.latest()?.revision).toBe(1);

    source.seen(1);
    revision = 2;
    source.seen(2);
    await settle();
    // The read took 100 ms: no other starts within 400 ms of its end.
    expect(reads).toBe(1);
    clock += 400;
    source.seen(2);
    await settle();
    expect(reads).toBe(2);
    expect(source.latest()?.revision).toBe(2);
    // No revision row: nothing to read the index for.
    clock += 1000;
    source.seen(null);
    await settle();
    expect(reads).toBe(2);
  });

  it('keeps answering null, and tries again later, when a read fails', async () => {
    let clock = 0;
    let reads = 0;
    const source = facetIndexSource({} as Db, () => clock, async () => {
      reads++;
      throw new Error('az adatbázis újraindul');
    });
    expect(source.latest()).toBeNull();
    await settle();
    clock += 1;
    expect(source.latest()).toBeNull();
    await settle();
    expect(reads).toBe(2);
  });
});
