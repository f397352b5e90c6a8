/**
 * The audit log's codes (`order.status`, `withdrawal`) as the owner reads them. The server records
 * stable English identifiers; the screen names them in Hungarian, and shows an unknown one as it is.
 */
import { ORDER_STATUS_LABELS } from '../../../contract/order-status';
import { WITHDRAWAL_STATUS_LABELS } from '../../../contract/withdrawal-admin';

const ENTITY_LABELS: Record<string, string> = {
  order: 'Rendelés',
  withdrawal: 'Elállás',
  customer: 'Vásárló',
  user: 'Vásárlói fiók',
  staff: 'Munkatárs',
  product: 'Termék',
  variant: 'Termékváltozat',
  brand: 'Márka',
  category: 'Kategória',
  fitment: 'Motorillesztés',
  page: 'Tartalmi oldal',
  slider: 'Kezdőlapi dia',
  'current-topic': 'Aktuális hír',
  popup: 'Felugró értesítés',
  'search-synonym': 'Szinonima',
  settings: 'Beállítások',
  supplier_feed: 'Beszállítói adatforrás',
  catalogue_import: 'Katalógusimport',
};

const ACTION_LABELS: Record<string, string> = {
  'order.status': 'Állapotváltás',
  'order.update': 'Adatok módosítása',
  'order.paid': 'Fizetettnek jelölés',
  'order.comment': 'Belső megjegyzés',
  'invoice.retry': 'Számlázás újra',
  'withdrawal.refunded': 'Visszatérítve',
  'withdrawal.closed': 'Lezárva',
  'account.anonymise': 'Fiók törlése',
  'customer.export': 'Adatok letöltése',
  'customer.password_reset': 'Jelszó-visszaállító levél',
  'staff.add': 'Munkatárs felvétele',
  'staff.deactivate': 'Munkatárs letiltása',
  'staff.password_change': 'Jelszócsere',
  'staff.totp_enable': 'Kétlépcsős belépés beállítása',
  'staff.require_totp': 'Kétlépcsős belépés előírása',
  'settings.update': 'Beállítások módosítása',
  'supplier_feed.update': 'Beszállítói adatforrás módosítása',
  'catalogue.import': 'Katalógusimport',
  'product.photo_add': 'Fotó feltöltése',
  'product.photo_delete': 'Fotó eltávolítása',
  'product.photo_reorder': 'Fotók sorrendje',
  'product.download_add': 'Letöltés hozzáadása',
  'product.download_delete': 'Letöltés eltávolítása',
  'product.bulk.pricePercent': 'Tömeges árváltoztatás (%)',
  'product.bulk.priceAmount': 'Tömeges árváltoztatás (Ft)',
  'product.bulk.stock': 'Tömeges készletbeállítás',
  'product.bulk.category': 'Tömeges kategóriaváltás',
  'product.bulk.active': 'Tömeges aktiválás',
  'category.reorder': 'Sorrend módosítása',
  'fitment.link': 'Motorhoz rendelés',
  'fitment.unlink': 'Motor leválasztása',
  'fitment.universal': 'Univerzálisnak jelölés',
  'fitment.import': 'Motorillesztés importja',
};

/** The fields the back office's changes record, by the names their forms give them. */
const FIELD_LABELS: Record<string, string> = {
  id: 'Azonosító', status: 'Állapot', note: 'Megjegyzés', staffNote: 'Belső megjegyzés', text: 'Szöveg', at: 'Időpont',
  trackingNumber: 'Csomagkövetési szám', paidAt: 'Fizetve', createdAt: 'Létrehozva', commentId: 'Megjegyzés azonosítója',
  email: 'E-mail', name: 'Név', role: 'Szerepkör', active: 'Aktív', totpEnabled: 'Kétlépcsős azonosítás',
  totpRequired: 'Kétlépcsős azonosítás kötelező', title: 'Cím', content: 'Tartalom', alias: 'Azonosító (alias)', sort: 'Sorrend',
  link: 'Hivatkozás', src: 'Kép címe', img: 'Kép címe', activeFrom: 'Megjelenés kezdete', activeTo: 'Megjelenés vége',
  term: 'Keresett szó', alternatives: 'Ezeket is találja meg',
  szallitas_vnev: 'Vezetéknév', szallitas_knev: 'Keresztnév', szallitas_irsz: 'Irányítószám', szallitas_varos: 'Város',
  szallitas_utca: 'Utca, házszám', szallitas_telefonszam: 'Telefonszám', szamla_nev: 'Számlázási név', adoszam: 'Adószám',
  szamla_irsz: 'Számlázási irányítószám', szamla_varos: 'Számlázási város', szamla_utca: 'Számlázási utca, házszám',
  megjegyzes: 'A vevő megjegyzése',
};

/** Coded values of those fields (an order's or a withdrawal's state, a member's role) by their labels. */
const VALUE_LABELS: Record<string, Record<string, string>> = {
  status: { ...ORDER_STATUS_LABELS, ...WITHDRAWAL_STATUS_LABELS },
  role: { owner: 'Tulajdonos', staff: 'Munkatárs' },
};

/** A changed field's name ('szallitas_varos', 'address.city': its last part) as the forms call it; unknown ones as they are. */
export function auditFieldLabel(path: string): string {
  return FIELD_LABELS[path.slice(path.lastIndexOf('.') + 1)] ?? path;
}

/** A changed field's value: a state or a role by its label, anything else as it is. */
export function auditCodedValue(path: string, value: unknown): unknown {
  const labels = VALUE_LABELS[path.slice(path.lastIndexOf('.') + 1)];
  return typeof value === 'string' && labels?.[value] ? labels[value] : value;
}

/** What `create`, `update` and `delete` of any kind of record is called. */
const VERBS: Record<string, string> = { create: 'létrehozás', update: 'módosítás', delete: 'törlés' };

export function auditEntityLabel(entityType: string): string {
  return ENTITY_LABELS[entityType] ?? entityType;
}

export function auditActionLabel(action: string): string {
  const named = ACTION_LABELS[action];
  if (named) return named;
  const dot = action.lastIndexOf('.');
  const entity = ENTITY_LABELS[action.slice(0, dot)];
  const verb = VERBS[action.slice(dot + 1)];
  return dot > 0 && entity && verb ? `${entity}: ${verb}` : action;
}

/** The 'Adattípus' filter's choices: the server filters by the code, the owner picks by the name. */
export const AUDIT_ENTITY_CHOICES = Object.entries(ENTITY_LABELS)
  .map(([id, name]) => ({ id, name }))
  .sort((a, b) => a.name.localeCompare(b.name, 'hu'));
