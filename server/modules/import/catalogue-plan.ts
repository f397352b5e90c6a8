import type { FileState, FileWrites, VariantLine } from '../catalog/catalogue-file';
import { COLUMN_OF_FIELD, fieldText, PRODUCT_FIELDS, VARIANT_FIELDS, type Field, type LineValues } from './catalogue-columns';
import type { ParsedRow, Rejection } from './catalogue-rows';

export interface Change {
  column: string;
  before: string;
  after: string;
}

export type RowOutcome =
  | { kind: 'new' | 'unchanged'; line: number; cikkszam: string }
  | { kind: 'changed'; line: number; cikkszam: string; changes: Change[] }
  | ({ kind: 'rejected' } & Rejection);

/** Product columns of the file's earlier rows, so the rows of one product cannot disagree. */
export type ProductsSeen = Map<string, { line: number; values: Partial<LineValues> }>;

const sameProps = (a: Record<string, string>, b: Record<string, string>) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());
const same = (field: Field, a: LineValues[Field], b: LineValues[Field]) =>
  field === 'props' ? sameProps(a as Record<string, string>, b as Record<string, string>) : a === b;

function pickProduct(values: Partial<LineValues>): Partial<LineValues> {
  return Object.fromEntries(PRODUCT_FIELDS.filter((f) => values[f] !== undefined).map((f) => [f, values[f]]));
}

function currentValues(line: VariantLine): LineValues {
  return {
    productCikkszam: line.productCikkszam, productName: line.productName, variantName: line.variantName,
    category: line.category, brand: line.brand, props: line.props, price: line.price, stock: line.stock, active: line.active,
  };
}

/**
 * One batch of rows against the catalogue's state: the database rules (known category and brand, what
 * a new variant or product needs, a variant stays with its product) and, per row, new / changed
 * (before → after per column) / unchanged / rejected; plus the full values to write. Pure: the dry
 * run and the apply call it alike.
 */
export function planBatch(rows: readonly ParsedRow[], state: FileState, seen: ProductsSeen): { outcomes: RowOutcome[]; writes: FileWrites } {
  const outcomes: RowOutcome[] = [];
  const writes: FileWrites = { products: [], variants: [] };
  const productWrites = new Map<string, FileWrites['products'][number]>();
  for (const [sort, row] of rows.entries()) {
    const { line, cikkszam, given } = row;
    const reject = (reason: string) => outcomes.push({ kind: 'rejected', line, cikkszam, reason });
    const existing = state.lines.get(cikkszam);
    const productKey = given.productCikkszam ?? existing?.productCikkszam;
    if (!productKey) { reject('új cikkszám: a termek_cikkszam oszlop kitöltése kötelező'); continue; }
    if (existing && productKey !== existing.productCikkszam) {
      reject(`a változat a(z) ${existing.productCikkszam} termékhez tartozik; termékek között nem helyezhető át`); continue;
    }
    const product = state.products.get(productKey);
    if (given.category !== undefined && !state.categories.has(given.category)) { reject(`ismeretlen kategória: ${given.category}`); continue; }
    const brand = given.brand ? state.brands.get(given.brand.toLowerCase()) : undefined;
    if (given.brand && !brand) { reject(`ismeretlen márka: ${given.brand}`); continue; }
    const values: Partial<LineValues> = { ...given, ...(brand ? { brand: brand.name } : {}) };
    const earlier = seen.get(productKey);
    const clash = earlier && PRODUCT_FIELDS.find((f) => values[f] !== undefined && earlier.values[f] !== undefined && values[f] !== earlier.values[f]);
    if (clash) { reject(`a termék ${COLUMN_OF_FIELD[clash]} értéke eltér a(z) ${earlier.line}. sorétól`); continue; }

    const before: LineValues | null = existing ? currentValues(existing)
      : product ? { ...product, variantName: '', props: {}, price: 0, stock: 0 } : null;
    if (!before) {
      const missing = [
        values.productName === undefined && earlier?.values.productName === undefined && 'termek_nev',
        values.category === undefined && earlier?.values.category === undefined && 'kategoria',
      ].filter(Boolean);
      if (missing.length) { reject(`új termék: hiányzik a(z) ${missing.join(' és ')}`); continue; }
    }
    if (!existing && values.price === undefined) { reject('új cikkszám: az ár megadása kötelező'); continue; }
    const productValues = { ...earlier?.values, ...pickProduct(values) };
    seen.set(productKey, { line: earlier?.line ?? line, values: productValues });
    const after: LineValues = {
      productCikkszam: productKey, productName: '', variantName: '', category: '', brand: '', props: {}, stock: 0, active: true, price: 0,
      ...before, ...values, ...productValues,
    };

    const differs = (f: Field) => before !== null && !same(f, before[f], after[f]);
    const productChanged = !product || PRODUCT_FIELDS.some(differs);
    if (productChanged) {
      const write = { cikkszam: productKey, name: after.productName, category: after.category, brandId: after.brand ? state.brands.get(after.brand.toLowerCase())!.id : null, active: after.active };
      const planned = productWrites.get(productKey);
      if (planned) Object.assign(planned, write);
      else {
        productWrites.set(productKey, write);
        writes.products.push(write);
      }
    }
    const variantWrite = !existing || VARIANT_FIELDS.some((f) => f !== 'price' && differs(f));
    const priceChanged = !existing || after.price !== existing.price;
    if (variantWrite || priceChanged) {
      writes.variants.push({
        id: existing?.variantId ?? null, cikkszam, productCikkszam: productKey, name: after.variantName, props: after.props,
        stock: after.stock, price: after.price, sort, write: variantWrite, priceChanged,
      });
    }
    if (!existing) outcomes.push({ kind: 'new', line, cikkszam });
    else {
      const changed = [...PRODUCT_FIELDS, ...VARIANT_FIELDS].filter(differs)
        .map((f) => ({ column: COLUMN_OF_FIELD[f], before: fieldText(f, before![f]), after: fieldText(f, after[f]) }));
      outcomes.push(changed.length ? { kind: 'changed', line, cikkszam, changes: changed } : { kind: 'unchanged', line, cikkszam });
    }
  }
  return { outcomes, writes };
}
