import type {
  CurrentTopicInput, CurrentTopicPatch, CurrentTopicRecord, PageInput, PagePatch, PageRecord, PopupInput, PopupPatch, PopupRecord,
  SliderInput, SliderPatch, SliderRecord,
} from '../../../contract/content-admin';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../http/errors';
import { record } from '../audit/audit.service';
import { auditActorOf, type StaffActor } from '../staff/staff.principal';
import { listCurrentTopicRows, listPageRows, listPopupRows, listSliderRows } from './content-admin.repo';
import { createFrontPageWrites } from './front-page-writes';
import { createPage, updatePage } from './page-writes';
import { createPopupWrites, toRecord as toPopupRecord } from './popup-writes';

interface Kind<R, I, P> {
  /** the audit log's entity type */
  entity: string;
  notFound: string;
  rows(db: DbOrTx, id?: number): Promise<R[]>;
  create(db: Db, input: I): Promise<R & { id: number }>;
  update(db: Db, id: number, patch: P): Promise<R & { id: number }>;
}

/**
 * The use cases' own transaction runs inside the admin call's as a savepoint (a Drizzle transaction
 * opens one when asked for another), so a change and its audit entry commit together.
 */
const asDb = (tx: DbOrTx) => tx as unknown as Db;

function adminOf<R, I, P>(db: Db, kind: Kind<R, I, P>, onChanged: () => void) {
  const one = async (tx: DbOrTx, id: number): Promise<R> => {
    const [row] = await kind.rows(tx, id);
    if (!row) throw new AppError('not_found', kind.notFound);
    return row;
  };
  const audited = async (actor: StaffActor, action: string, work: (tx: DbOrTx) => Promise<{ id: number; before?: R }>) => {
    const after = await db.transaction(async (tx) => {
      const { id, before } = await work(tx);
      const changed = await one(tx, id);
      await record(tx, auditActorOf(actor), { action: `${kind.entity}.${action}`, entityType: kind.entity, entityId: id, before, after: changed });
      return changed;
    });
    onChanged();
    return after;
  };
  return {
    async list(): Promise<{ items: R[]; total: number }> {
      const items = await kind.rows(db);
      return { items, total: items.length };
    },
    detail: (id: number) => one(db, id),
    create: (actor: StaffActor, input: I) => audited(actor, 'create', async (tx) => ({ id: (await kind.create(asDb(tx), input)).id })),
    update: (actor: StaffActor, id: number, patch: P) => audited(actor, 'update', async (tx) => {
      const before = await one(tx, id);
      await kind.update(asDb(tx), id, patch);
      return { id, before };
    }),
  };
}

/**
 * The back office's content: pages, front-page slides and current topics, popup notices. Each call
 * runs the content module's write use case (its checks, HTML sanitising and rules) with an audit entry,
 * then forgets the storefront's cached answers.
 */
export function createContentAdmin(db: Db, changed: { pages(): void; frontPage(): void; popup(): void }) {
  return {
    pages: adminOf<PageRecord, PageInput, PagePatch>(db, {
      entity: 'page', notFound: 'Nem található ilyen oldal.', rows: listPageRows, create: createPage, update: updatePage,
    }, changed.pages),
    sliders: adminOf<SliderRecord, SliderInput, SliderPatch>(db, {
      entity: 'slider', notFound: 'Nem található ilyen kezdőlapi dia.', rows: listSliderRows,
      create: (tx, input) => createFrontPageWrites(tx).sliders.create(input),
      update: (tx, id, patch) => createFrontPageWrites(tx).sliders.update(id, patch),
    }, changed.frontPage),
    currentTopics: adminOf<CurrentTopicRecord, CurrentTopicInput, CurrentTopicPatch>(db, {
      entity: 'current-topic', notFound: 'Nem található ilyen aktuális hír.', rows: listCurrentTopicRows,
      create: (tx, input) => createFrontPageWrites(tx).currentTopics.create(input),
      update: (tx, id, patch) => createFrontPageWrites(tx).currentTopics.update(id, patch),
    }, changed.frontPage),
    popups: adminOf<PopupRecord, PopupInput, PopupPatch>(db, {
      entity: 'popup', notFound: 'Nem található ilyen felugró értesítés.',
      rows: async (tx, id) => (await listPopupRows(tx, id)).map(toPopupRecord),
      create: (tx, input) => createPopupWrites(tx).create(input),
      update: (tx, id, patch) => createPopupWrites(tx).update(id, patch),
    }, changed.popup),
  };
}
