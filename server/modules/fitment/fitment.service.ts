import type { BikeDetails, NamedItem } from '../../../contract/fitment';
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';
import { ttlCache } from '../../shared/ttl-cache';
import { normalizeBikeText } from './bike-search-key';
import { bikeKeyMatcher } from './bike-key-matcher';
import {
  constructionExists, findTypeDetails, findTypesByWords, listCapacities, listConstructions, listManufacturers,
  listTypes, listTypeSearchKeys, manufacturerExists, type TypeDetailsRow,
} from './fitment.repo';

const MAX_RESULTS = 50;
/** Database collations differ (PGlite sorts 'Ü' after 'Y'); Hungarian order is applied here. */
const hungarian = new Intl.Collator('hu');
const byName = (items: NamedItem[]) => items.sort((a, b) => hungarian.compare(a.name_en, b.name_en));
const MAX_WORDS = 6;
/** The product search's view of the motorcycle types; new types show in searches within a minute. */
const SEARCH_KEYS_TTL_MS = 60_000;

/** Query words as the search keys store them; words that normalise to nothing are dropped. */
export function searchWords(text: string): string[] {
  return text.split(/\s+/).map(normalizeBikeText).filter((w) => w.length > 0).slice(0, MAX_WORDS);
}

export function toBikeDetails(row: TypeDetailsRow): BikeDetails {
  return {
    id: row.id, img: row.img, name_en: row.name_en, capacity: row.capacity,
    gyarto: { id: row.m_id, name_en: row.m_name }, felepites: { id: row.c_id, name_en: row.c_name },
  };
}

export function createFitmentService(db: Db) {
  async function requireManufacturer(id: number) {
    if (!(await manufacturerExists(db, id))) throw new AppError('not_found', 'Nincs ilyen gyártó.');
  }
  async function requireConstruction(id: number) {
    if (!(await constructionExists(db, id))) throw new AppError('not_found', 'Nincs ilyen felépítés.');
  }
  // The manufacturers' search keys are worked out with each read of the list, not on every product search.
  const manufacturerList = ttlCache(60_000, async () => {
    const list = byName(await listManufacturers(db));
    const keys: ReadonlySet<string> = new Set(list.map((m) => normalizeBikeText(m.name_en)));
    return { list, keys };
  });
  const typesByKeyWords = ttlCache(SEARCH_KEYS_TTL_MS, async () => {
    const keys = await listTypeSearchKeys(db);
    return { match: bikeKeyMatcher(keys), makeOf: new Map(keys.map((k) => [k.id, k.manufacturer_id])) };
  });
  return {
    manufacturers: async (): Promise<NamedItem[]> => (await manufacturerList()).list,
    /** Manufacturer names as search keys hold them: the product search asks for a motorcycle only when one is named. */
    async bikeManufacturerKeys(): Promise<ReadonlySet<string>> {
      return (await manufacturerList()).keys;
    },
    /**
     * The types a product search's leftover words name, as the free-text 'Motorom' search finds them
     * (every word in the type's key), matched in memory (bike-key-matcher.ts): a search then costs no query for it.
     */
    async bikeTypeIdsByText(text: string): Promise<number[]> {
      const words = searchWords(text);
      if (words.length === 0) return [];
      return (await typesByKeyWords()).match(words);
    },
    /** The manufacturers of types bikeTypeIdsByText found, from the same read of the types; null when one is not there. */
    async bikeMakes(types: readonly number[]): Promise<number[] | null> {
      const { makeOf } = await typesByKeyWords();
      const makes = new Set<number>();
      for (const type of types) {
        const make = makeOf.get(type);
        if (make === undefined) return null;
        makes.add(make);
      }
      return [...makes];
    },
    async constructions(manufacturerId: number): Promise<NamedItem[]> {
      await requireManufacturer(manufacturerId);
      return byName(await listConstructions(db, manufacturerId));
    },
    async capacities(manufacturerId: number, constructionId: number): Promise<number[]> {
      await Promise.all([requireManufacturer(manufacturerId), requireConstruction(constructionId)]);
      return listCapacities(db, manufacturerId, constructionId);
    },
    async types(manufacturerId: number, constructionId: number, capacity: number): Promise<NamedItem[]> {
      await Promise.all([requireManufacturer(manufacturerId), requireConstruction(constructionId)]);
      return listTypes(db, manufacturerId, constructionId, capacity);
    },
    async typesByInput(text: string): Promise<NamedItem[]> {
      const words = searchWords(text);
      if (words.length === 0) return [];
      return findTypesByWords(db, words, words.join(''), MAX_RESULTS);
    },
    async details(typeId: number): Promise<BikeDetails> {
      const row = await findTypeDetails(db, typeId);
      if (!row) throw new AppError('not_found', 'Nincs ilyen motortípus.');
      return toBikeDetails(row);
    },
  };
}

export type FitmentService = ReturnType<typeof createFitmentService>;
