import { sql } from 'drizzle-orm';
import type { CurrentTopicRecord, PageRecord, PopupRecord, ShopSettingsRecord, SliderRecord } from '../../../contract/content-import';
import type { DbOrTx } from '../../db/client';
import { jsonRows } from '../../db/json-rows';

export async function upsertSettings(db: DbOrTx, s: ShopSettingsRecord): Promise<void> {
  await db.execute(sql`
    insert into shop_settings (id, shipping_pickup, shipping_gls, shipping_mpl, free_shipping_from, bank_transfer,
      opening_hours, address, phone)
    values (1, ${s.shippingCost[0]}, ${s.shippingCost[1]}, ${s.shippingCost[2]}, ${s.freeShippingFrom},
      ${JSON.stringify(s.bankTransfer)}::jsonb, ${JSON.stringify(s.openingHours)}::jsonb, ${s.address}, ${s.phone})
    on conflict (id) do update set shipping_pickup = excluded.shipping_pickup, shipping_gls = excluded.shipping_gls,
      shipping_mpl = excluded.shipping_mpl, free_shipping_from = excluded.free_shipping_from,
      bank_transfer = excluded.bank_transfer, opening_hours = excluded.opening_hours,
      address = excluded.address, phone = excluded.phone`);
}

/** One level of pages (parents already written); `content` must already be sanitized. */
export async function upsertPageLevel(db: DbOrTx, level: readonly PageRecord[]): Promise<void> {
  await db.execute(sql`
    insert into pages (alias, parent_id, title, content, sort)
    select r.alias, p.id, r.title, r.content, r.sort
    from ${jsonRows(level, 'alias text, "parentAlias" text, title text, content text, sort int')}
    left join pages p on p.alias = r."parentAlias"
    on conflict (alias) do update set parent_id = excluded.parent_id, title = excluded.title,
      content = excluded.content, sort = excluded.sort`);
}

/** Sliders have no natural key: an import that carries them replaces the whole set. */
export async function replaceSliders(db: DbOrTx, rows: readonly SliderRecord[]): Promise<void> {
  await db.execute(sql`delete from sliders`);
  if (rows.length) await db.execute(sql`insert into sliders (src, title, content, sort)
    select r.src, r.title, r.content, r.sort from ${jsonRows(rows, 'src text, title text, content text, sort int')}`);
}

/** Current topics have no natural key either: replaced as a set. */
export async function replaceCurrentTopics(db: DbOrTx, rows: readonly CurrentTopicRecord[]): Promise<void> {
  await db.execute(sql`delete from current_topics`);
  if (rows.length) await db.execute(sql`insert into current_topics (title, content, img, sort)
    select r.title, r.content, r.img, r.sort from ${jsonRows(rows, 'title text, content text, img text, sort int')}`);
}

/** `content` must already be sanitized. */
export async function upsertPopups(db: DbOrTx, rows: readonly PopupRecord[]): Promise<void> {
  if (rows.length) await db.execute(sql`
    insert into popups (alias, active, title, content)
    select r.alias, r.active, r.title, r.content from ${jsonRows(rows, 'alias text, active boolean, title text, content text')}
    on conflict (alias) do update set active = excluded.active, title = excluded.title, content = excluded.content`);
}
