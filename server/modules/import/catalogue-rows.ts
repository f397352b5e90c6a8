import { MAX_PRICE } from '../../../contract/catalogue-limits';
import { COLUMNS, type Column, type LineValues } from './catalogue-columns';
import { ImportFileError, type FileTable } from './catalogue-file';

export interface ParsedRow {
  line: number;
  cikkszam: string;
  /** only the values the file gives; an empty cell gives none (except `akcios_ar`, see below) */
  given: Partial<LineValues>;
}

export interface Rejection {
  line: number;
  cikkszam: string;
  reason: string;
}

const MAX_STOCK = 1_000_000;
const ITEM_NUMBER = /^\S(.{0,98}\S)?$/;

/** Whole forints: `12990`, `12 990`, `12.990`, `12990 Ft`, `12990,00`; a sign makes it negative. */
function forints(text: string): number | 'negative' | null {
  const cleaned = text.replace(/\s|\u00a0|Ft$/gi, '').replace(/[.,]0{1,2}$/, '');
  if (!/^-?\d{1,3}(\.?\d{3})*$|^-?\d+$/.test(cleaned)) return null;
  const value = Number(cleaned.replace(/\./g, ''));
  return value < 0 ? 'negative' : value;
}

function yesNo(text: string): boolean | null {
  const t = text.toLowerCase();
  if (['igen', 'i', '1', 'true', 'aktív', 'aktiv'].includes(t)) return true;
  if (['nem', 'n', '0', 'false', 'inaktív', 'inaktiv'].includes(t)) return false;
  return null;
}

function props(text: string): Record<string, string> | null {
  const out: Record<string, string> = {};
  for (const pair of text.split('|')) {
    const at = pair.indexOf('=');
    const key = pair.slice(0, at).trim();
    if (at < 1 || !key || key.length > 100 || pair.length - at > 201) return null;
    out[key] = pair.slice(at + 1).trim();
  }
  return out;
}

/** The header's columns by position; an unknown or repeated column, or none named `cikkszam`, refuses the file. */
export function columnsOf(header: readonly string[]): Column[] {
  const names = header.map((h) => h.trim().toLowerCase());
  const unknown = names.filter((n) => n && !(COLUMNS as readonly string[]).includes(n));
  if (unknown.length) throw new ImportFileError(`Ismeretlen oszlop: ${unknown.slice(0, 5).join(', ')}. Az ismert oszlopok: ${COLUMNS.join(';')}.`);
  const repeated = names.find((n, i) => n && names.indexOf(n) !== i);
  if (repeated) throw new ImportFileError(`Kétszer szereplő oszlop: ${repeated}.`);
  if (!names.includes('cikkszam')) throw new ImportFileError('Hiányzik a kötelező cikkszam oszlop (a fejléc első sorában).');
  if (names.includes('akcios_ar') && !names.includes('ar')) throw new ImportFileError('Az akcios_ar oszlop csak az ar oszloppal együtt adható meg.');
  return names as Column[];
}

type Cells = Partial<Record<Column, string>>;

function valuesOf(cells: Cells): Partial<LineValues> | string {
  const given: Partial<LineValues> = {};
  const text = (c: Column) => cells[c]?.trim() ?? '';
  for (const [column, field] of [['termek_cikkszam', 'productCikkszam'], ['termek_nev', 'productName'], ['valtozat_nev', 'variantName'], ['kategoria', 'category']] as const) {
    if (text(column).length > 300) return `a(z) ${column} mező túl hosszú (legfeljebb 300 karakter)`;
    if (text(column)) given[field] = text(column);
  }
  if (given.productCikkszam !== undefined && !ITEM_NUMBER.test(given.productCikkszam)) return 'hibás termék-cikkszám';
  // An empty cell keeps the brand as every empty cell keeps its value; `-` takes the brand off.
  if (text('marka')) given.brand = text('marka') === '-' ? '' : text('marka');
  if (text('tulajdonsagok')) {
    const parsed = props(text('tulajdonsagok'));
    if (!parsed) return 'hibás tulajdonságok (a várt alak: Méret=L|Szín=fekete)';
    given.props = parsed;
  }
  if (text('ar')) {
    const price = forints(text('ar'));
    const sale = text('akcios_ar') ? forints(text('akcios_ar')) : undefined;
    if (price === 'negative' || sale === 'negative') return 'negatív ár';
    if (price === null || sale === null) return 'hibás ár (egész forint kell, pl. 12990)';
    if (price === 0 || sale === 0) return 'az ár nem lehet 0';
    if (price > MAX_PRICE || (sale ?? 0) > MAX_PRICE) return 'túl magas ár';
    if (sale !== undefined && sale >= price) return 'az akciós ár nem kisebb az árnál';
    given.price = sale ?? price;
  } else if (text('akcios_ar')) return 'akciós ár az ár nélkül';
  if (text('keszlet')) {
    const stock = forints(text('keszlet'));
    if (stock === 'negative') return 'negatív készlet';
    if (stock === null || stock > MAX_STOCK) return 'hibás készlet (egész szám kell, 0 és 1 000 000 között)';
    given.stock = stock;
  }
  if (text('aktiv')) {
    const active = yesNo(text('aktiv'));
    if (active === null) return 'hibás aktiv érték (igen vagy nem)';
    given.active = active;
  }
  return given;
}

/**
 * Every row of the table read against the rules that need no database: a well-formed item number,
 * once in the file, numbers that are numbers. Rejected rows carry their line and a Hungarian reason.
 */
export function parseRows(table: FileTable): { columns: Column[]; rows: ParsedRow[]; rejected: Rejection[] } {
  const columns = columnsOf(table.header);
  const rows: ParsedRow[] = [];
  const rejected: Rejection[] = [];
  const firstLine = new Map<string, number>();
  for (const { line, cells } of table.rows) {
    const byColumn: Cells = {};
    columns.forEach((column, i) => { if (column) byColumn[column] = cells[i] ?? ''; });
    const cikkszam = byColumn.cikkszam?.trim() ?? '';
    const reject = (reason: string) => rejected.push({ line, cikkszam, reason });
    if (cells.length > columns.length && cells.slice(columns.length).some((c) => c !== '')) { reject('több mező van a sorban, mint oszlop a fejlécben'); continue; }
    if (!cikkszam) { reject('hiányzó cikkszám'); continue; }
    if (!ITEM_NUMBER.test(cikkszam)) { reject('hibás cikkszám (legfeljebb 100 karakter, nem kezdődhet és nem végződhet szóközzel)'); continue; }
    const seen = firstLine.get(cikkszam.toLowerCase());
    if (seen !== undefined) { reject(`a cikkszám kétszer szerepel a fájlban (először a(z) ${seen}. sorban)`); continue; }
    firstLine.set(cikkszam.toLowerCase(), line);
    const given = valuesOf(byColumn);
    if (typeof given === 'string') reject(given);
    else rows.push({ line, cikkszam, given });
  }
  return { columns, rows, rejected };
}
