import type { TSchema } from 'typebox';
import {
  CurrentTopicInput, CurrentTopicPatch, ReorderInput, SliderInput, SliderPatch,
  type CurrentTopicRecord, type SliderRecord,
} from '../../../contract/content-admin';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../http/errors';
import { checkInput } from '../../shared/record-check';
import { currentTopics, sliders } from './content.tables';
import {
  deleteAllItems, deleteItem, findItem, insertItem, listItemIds, nextSort, updateItem, type FrontPageTable,
} from './front-page.repo';

interface ItemWrites<Input, Patch, Item> {
  create(input: Input): Promise<Item>;
  update(id: number, patch: Patch): Promise<Item>;
  remove(id: number): Promise<void>;
  /** `ids` must name every item exactly once; the first is shown first */
  reorder(input: ReorderInput): Promise<Item[]>;
  /** the content import: the whole list replaced, inside the caller's transaction */
  replaceAll(tx: DbOrTx, inputs: readonly Input[]): Promise<void>;
}

/** Create, update, delete and reorder for one of the front page's ordered lists. */
function itemWrites<T extends FrontPageTable, Input extends { title: string; sort?: number }, Patch, Item>(
  db: Db, table: T, schemas: { input: TSchema; patch: TSchema }, notFound: string,
): ItemWrites<Input, Patch, Item> {
  type Values = Omit<T['$inferInsert'], 'id'>;
  const trimmed = <V extends { title?: string }>(values: V): V =>
    (values.title === undefined ? values : { ...values, title: values.title.trim() });

  async function existing(tx: DbOrTx, id: number) {
    const item = await findItem(tx, table, id);
    if (!item) throw new AppError('not_found', notFound);
    return item;
  }

  async function insert(tx: DbOrTx, input: Input): Promise<Item> {
    const sort = input.sort ?? await nextSort(tx, table);
    return await insertItem(tx, table, trimmed({ ...input, sort }) as unknown as Values) as Item;
  }

  return {
    create(input) {
      const checked = checkInput(schemas.input, input) as Input;
      return db.transaction((tx) => insert(tx, checked));
    },
    update(id, patch) {
      const checked = checkInput(schemas.patch, patch) as Partial<Values>;
      return db.transaction(async (tx) => {
        await existing(tx, id);
        return await updateItem(tx, table, id, trimmed(checked)) as Item;
      });
    },
    remove(id) {
      return db.transaction(async (tx) => {
        await existing(tx, id);
        await deleteItem(tx, table, id);
      });
    },
    reorder(input) {
      const { ids } = checkInput(ReorderInput, input);
      return db.transaction(async (tx) => {
        const current = await listItemIds(tx, table);
        if (ids.length !== current.length || !current.every((id) => ids.includes(id))) {
          throw new AppError('bad_request', 'Az új sorrendnek minden elemet pontosan egyszer kell tartalmaznia.');
        }
        const items: Item[] = [];
        for (const [index, id] of ids.entries()) {
          items.push(await updateItem(tx, table, id, { sort: index + 1 } as Partial<Values>) as Item);
        }
        return items;
      });
    },
    async replaceAll(tx, inputs) {
      const checked = inputs.map((input) => checkInput(schemas.input, input) as Input);
      await deleteAllItems(tx, table);
      for (const input of checked) await insert(tx, input);
    },
  };
}

export function createFrontPageWrites(db: Db) {
  return {
    sliders: itemWrites<typeof sliders, SliderInput, SliderPatch, SliderRecord>(
      db, sliders, { input: SliderInput, patch: SliderPatch }, 'Nem található ilyen kezdőlapi dia.',
    ),
    currentTopics: itemWrites<typeof currentTopics, CurrentTopicInput, CurrentTopicPatch, CurrentTopicRecord>(
      db, currentTopics, { input: CurrentTopicInput, patch: CurrentTopicPatch }, 'Nem található ilyen aktuális hír.',
    ),
  };
}
