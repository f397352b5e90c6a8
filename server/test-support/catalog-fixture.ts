import type { ProductRecord, VariantRecord } from '../../contract/catalog-import';
import type { CatalogBundle } from '../../contract/import-bundle';

let counter = 0;

/** A variant with sensible defaults; override what the test is about. */
export function variant(over: Partial<VariantRecord> = {}): VariantRecord {
  counter += 1;
  return {
    cikkszam: `TV-${counter}`, name_hu: `Változat ${counter}`, name_en: `Variant ${counter}`, props: {},
    prices: [{ price: 9990, from: '2026-01-01T00:00:00Z' }], stock: 5, bikes: [], ...over,
  };
}

export function product(over: Partial<ProductRecord> = {}): ProductRecord {
  counter += 1;
  return {
    alias: `teszt-termek-${counter}`, cikkszam: `TP-${counter}`, fullname_hu: `Teszt termék ${counter}`,
    fullname_en: `Test product ${counter}`, content_hu: '<p>Leírás</p>', content_en: '<p>Description</p>',
    categoryAlias: 'fekbetet', brandAlias: null, images: [], downloads: [], lastPieces: false,
    variants: [variant()], ...over,
  };
}

/** Two top-level categories with a small tree under each, as the shop's real tree is shaped. */
export function categoryTree(): NonNullable<CatalogBundle['categories']> {
  return [
    { alias: 'alkatresz-kereso', parentAlias: null, name_hu: 'Alkatrészek', name_en: 'Parts', sort: 1 },
    { alias: 'ruhazat-sisak', parentAlias: null, name_hu: 'Ruházat és sisak', name_en: 'Clothing and helmets', sort: 2 },
    { alias: 'fekrendszer', parentAlias: 'alkatresz-kereso', name_hu: 'Fékrendszer', name_en: 'Brakes', sort: 1 },
    { alias: 'fekbetet', parentAlias: 'fekrendszer', name_hu: 'Fékbetét', name_en: 'Brake pads', sort: 1 },
    { alias: 'fektarcsa', parentAlias: 'fekrendszer', name_hu: 'Féktárcsa', name_en: 'Brake discs', sort: 2 },
    { alias: 'bukosisak', parentAlias: 'ruhazat-sisak', name_hu: 'Bukósisak', name_en: 'Helmets', sort: 1 },
  ];
}
