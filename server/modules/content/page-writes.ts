import { PageInput, PagePatch, type PageRecord } from '../../../contract/content-admin';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../http/errors';
import { checkInput } from '../../shared/record-check';
import { sanitizeHtml } from '../../shared/sanitize-html';
import { LEGAL_PAGE_ALIASES } from './content.repo';
import {
  countChildPages, deletePageRow, findPageByAlias, findPageById, insertPage, updatePageRow, type PageRow, type PageValues,
} from './pages.repo';

/**
 * Content pages form two levels: a page's children are its sub-menu on /o/{alias}, which shows one
 * level, so a parent must be a top-level page. The legal texts have routes of their own and are the
 * fallback of the provider's documents: they keep their alias, stay top-level and are never deleted.
 */

export const PAGE_NOT_FOUND = 'Nem található ilyen oldal.';

function toRecord(row: PageRow): PageRecord {
  return { id: row.id, alias: row.alias, parentAlias: row.parentAlias, title: row.title, content: row.content, sort: row.sort };
}

const bad = (message: string) => new AppError('bad_request', message);
const isLegal = (pageAlias: string) => LEGAL_PAGE_ALIASES.includes(pageAlias);

async function existingPage(tx: DbOrTx, id: number): Promise<PageRow> {
  const page = await findPageById(tx, id);
  if (!page) throw new AppError('not_found', PAGE_NOT_FOUND);
  return page;
}

async function checkAliasFree(tx: DbOrTx, pageAlias: string, ownId: number | null): Promise<void> {
  const holder = await findPageByAlias(tx, pageAlias);
  if (holder && holder.id !== ownId) throw new AppError('conflict', `Már van oldal ezzel az útvonallal: ${pageAlias}.`);
}

/** The parent's id for a page that is to sit under `parentAlias`; `hasChildren` pages must stay top-level. */
async function parentIdFor(tx: DbOrTx, pageAlias: string, parentAlias: string | null, hasChildren: boolean): Promise<number | null> {
  if (parentAlias === null) return null;
  if (parentAlias === pageAlias) throw bad('Egy oldal nem lehet a saját szülőoldala.');
  if (isLegal(pageAlias)) throw bad('A jogi szövegek oldalai nem tehetők más oldal alá.');
  if (hasChildren) throw bad('Aloldalakkal rendelkező oldal nem tehető más oldal alá.');
  const parent = await findPageByAlias(tx, parentAlias);
  if (!parent) throw bad(`Nem található a szülőoldal: ${parentAlias}.`);
  if (parent.parentId !== null) throw bad('Szülőoldal csak felső szintű oldal lehet.');
  return parent.id;
}

async function insertChecked(tx: DbOrTx, input: PageInput): Promise<PageRecord> {
  await checkAliasFree(tx, input.alias, null);
  const id = await insertPage(tx, {
    alias: input.alias,
    parentId: await parentIdFor(tx, input.alias, input.parentAlias, false),
    title: input.title.trim(),
    content: sanitizeHtml(input.content),
    sort: input.sort,
  });
  return toRecord((await findPageById(tx, id))!);
}

async function updateChecked(tx: DbOrTx, page: PageRow, patch: PagePatch): Promise<PageRecord> {
  const values: Partial<PageValues> = {};
  if (patch.alias !== undefined && patch.alias !== page.alias) {
    if (isLegal(page.alias)) throw bad('A jogi szövegek oldalainak útvonala nem módosítható.');
    await checkAliasFree(tx, patch.alias, page.id);
    values.alias = patch.alias;
  }
  if (patch.parentAlias !== undefined && patch.parentAlias !== page.parentAlias) {
    const hasChildren = (await countChildPages(tx, page.id)) > 0;
    values.parentId = await parentIdFor(tx, values.alias ?? page.alias, patch.parentAlias, hasChildren);
  }
  if (patch.title !== undefined) values.title = patch.title.trim();
  if (patch.content !== undefined) values.content = sanitizeHtml(patch.content);
  if (patch.sort !== undefined) values.sort = patch.sort;
  if (Object.keys(values).length > 0) await updatePageRow(tx, page.id, values);
  return toRecord((await findPageById(tx, page.id))!);
}

export function createPage(db: Db, input: PageInput): Promise<PageRecord> {
  const checked = checkInput(PageInput, input);
  return db.transaction((tx) => insertChecked(tx, checked));
}

export function updatePage(db: Db, id: number, patch: PagePatch): Promise<PageRecord> {
  const checked = checkInput(PagePatch, patch);
  return db.transaction(async (tx) => updateChecked(tx, await existingPage(tx, id), checked));
}

export function deletePage(db: Db, id: number): Promise<void> {
  return db.transaction(async (tx) => {
    const page = await existingPage(tx, id);
    if (isLegal(page.alias)) throw bad('A jogi szövegek oldalai nem törölhetők.');
    if ((await countChildPages(tx, page.id)) > 0) {
      throw new AppError('conflict', 'Az oldalnak aloldalai vannak: előbb azokat törölje, vagy tegye más oldal alá.');
    }
    await deletePageRow(tx, page.id);
  });
}

/**
 * The content import: every page created or, when its alias exists, updated, parents before
 * children, inside the caller's transaction, under the same rules as a single write.
 */
export async function savePagesByAlias(tx: DbOrTx, inputs: readonly PageInput[]): Promise<void> {
  const checked = inputs.map((input) => checkInput(PageInput, input));
  const ordered = [...checked.filter((p) => p.parentAlias === null), ...checked.filter((p) => p.parentAlias !== null)];
  for (const input of ordered) {
    const existing = await findPageByAlias(tx, input.alias);
    if (existing) await updateChecked(tx, existing, input);
    else await insertChecked(tx, input);
  }
}
