import { sql } from 'drizzle-orm';
import type { ProductCard } from '../../../contract/catalog';
import { queryPreparedRows, type DbOrTx } from '../../db/client';
import { releaseWhenIdle } from '../../memory-when-idle';
import { toProductCard } from './catalog.mapper';
import type { CategoryIndex } from './category-index';
import { CARD_COLUMNS, CARD_JOIN, CARD_VERSION, type CardRef, type CardRow } from './listing.repo';

/**
 * Product cards by id, each kept with the version of the rows it was read from (decision 0048). A listing
 * reads its page as ids and versions in the same statement as its counts; a card whose version is the one
 * kept is not read again, and the others are read, by id, in one more statement. So a page is never older
 * than the request (the versions come from the request's own statement, whichever process or program
 * wrote), while a card that did not change since it was last listed costs neither the database nor this
 * process the parsing of its seventeen columns.
 */
export interface CardStore {
  /**
   * The cards of the page's products, in its order, their category names from `categories`; a product gone
   * since its ref was read is left out. The cards are shared between answers: never changed, only copied.
   */
  cards(db: DbOrTx, refs: readonly CardRef[], categories: CategoryIndex): Promise<ListedCard[]>;
  /**
   * The same for a page of ids the in-memory facet index cut, at the database's card revision `revision`,
   * read after the request arrived (decision 0050): a card kept since a read at that revision is current
   * without a version of its own; the others are read by id, with the revision, in one statement.
   */
  cardsAt(db: DbOrTx, ids: readonly number[], revision: number | null, categories: CategoryIndex): Promise<ListedCard[]>;
  size(): number;
}

export interface ListedCard {
  id: number;
  card: ProductCard;
}

interface Kept {
  version: string;
  /** the card revision its row was read at, when the statement read it (readCards does) */
  revision: number | null;
  row: CardRow;
  /** the card as last answered, and the category index it was mapped with (a new one every few seconds) */
  listed: ListedCard | null;
  mappedWith: CategoryIndex | null;
  /** when it was last moved to the recent end, in cards listed since the store began */
  moved: number;
}

/** The card mapped again only when the category index is another than last time. */
function listed(entry: Kept, categories: CategoryIndex): ListedCard {
  if (entry.listed === null || entry.mappedWith !== categories) {
    entry.listed = { id: entry.row.id, card: toProductCard(entry.row, categories) };
    entry.mappedWith = categories;
  }
  return entry.listed;
}

type ReadCard = CardRow & { card_version: string; card_revision: string | number | null };

/**
 * The cards not kept or kept at another version, read by id with their versions and the card revision in
 * one statement, hence one snapshot.
 */
async function readCards(db: DbOrTx, ids: readonly number[]): Promise<ReadCard[]> {
  // Ids are integers from the page's own statement, so the array literal is built from numbers only.
  return queryPreparedRows<ReadCard>(db, sql`
    select ${CARD_COLUMNS}, ${CARD_VERSION} as card_version, (select r.card_revision from facet_revision r where r.id = 1) as card_revision
    from products p ${CARD_JOIN}
    where p.id = any(${`{${ids.join(',')}}`}::int[])`);
}

/**
 * At most `maxCards` cards, the least recently listed dropped first: a card takes about 650 bytes of heap
 * (21.6 MB for the 33,000 of the demo catalogue, decision 0048), so a bound keeps a million-product
 * catalogue to the cards riders list.
 */
export function cardStore(maxCards: number): CardStore {
  const kept = new Map<number, Kept>();
  // When the process goes quiet after a burst of traffic the cards go, as the caches' expired answers do
  // (decision 0046): a quiet shop keeps no 13 MB of cards for nobody. The next listings read them again,
  // one more statement per page until they are back.
  releaseWhenIdle(kept, (cards) => cards.clear());
  let listedCards = 0;
  const keep = (id: number, entry: Kept) => {
    entry.moved = listedCards;
    kept.delete(id);
    kept.set(id, entry);
    if (kept.size > maxCards) kept.delete(kept.keys().next().value!);
  };
  // A card listed again is moved to the recent end only once a quarter of the bound has been listed since
  // its last move: the order stays least recently listed within that, without two map writes per card.
  const touch = (id: number, entry: Kept) => {
    if (listedCards - entry.moved > maxCards / 4) keep(id, entry);
  };
  /** The page's cards in its order: those `current` accepts from memory, the rest read in one statement. */
  const page = async (db: DbOrTx, ids: readonly number[], current: (entry: Kept, id: number) => boolean, categories: CategoryIndex) => {
    const found = new Map<number, Kept>();
    const missing: number[] = [];
    for (const id of ids) {
      listedCards++;
      const entry = kept.get(id);
      if (entry && current(entry, id)) {
        touch(id, entry);
        found.set(id, entry);
      } else {
        missing.push(id);
      }
    }
    if (missing.length > 0) {
      for (const { card_version: version, card_revision: revision, ...row } of await readCards(db, missing)) {
        const entry: Kept = { version, revision: revision === null ? null : Number(revision), row, listed: null, mappedWith: null, moved: 0 };
        keep(row.id, entry);
        found.set(row.id, entry);
      }
    }
    return ids.flatMap((id) => {
      const entry = found.get(id);
      return entry ? [listed(entry, categories)] : [];
    });
  };
  return {
    cards(db, refs, categories) {
      const versions = new Map(refs.map((ref) => [ref.id, ref.card_version]));
      return page(db, refs.map((ref) => ref.id), (entry, id) => entry.version === versions.get(id), categories);
    },
    cardsAt(db, ids, revision, categories) {
      return page(db, ids, (entry) => revision !== null && entry.revision === revision, categories);
    },
    size: () => kept.size,
  };
}
