import type { ManufacturerRecord, MotorcycleTypeRecord } from '../../contract/fitment-import';
import type { ProductRecord } from '../../contract/catalog-import';
import type { CatalogBundle } from '../../contract/import-bundle';
import { buildBrands } from './brands';
import { buildCategories } from './categories';
import { buildHomeContent } from './home-content';
import { FitmentIndex } from './motorcycles/fitment';
import { buildConstructions, buildManufacturers, buildMotorcycleTypes } from './motorcycles/types';
import { buildPages } from './pages/pages';
import { ProductFactory } from './products';
import { buildSettings } from './settings';

export interface GenerateOptions {
  seed: number;
  products: number;
}

/** Showcase models: the parts finder must find parts for a Honda CBR 600 RR and a Yamaha MT-07. */
function featuredTypes(types: readonly MotorcycleTypeRecord[], makers: readonly ManufacturerRecord[]): MotorcycleTypeRecord[][] {
  const of = (maker: string, model: string): MotorcycleTypeRecord[] => {
    const id = makers.find((m) => m.name === maker)?.id;
    return types.filter((t) => t.manufacturerId === id && t.name.startsWith(`${model} (`));
  };
  return [of('Honda', 'CBR 600 RR'), of('Yamaha', 'MT-07')];
}

/**
 * Everything but the products: settings, categories, brands, motorcycle types and content. They do not
 * depend on the catalogue's size or seed.
 */
export function generateReference(): Omit<CatalogBundle, 'products'> {
  const home = buildHomeContent();
  return {
    settings: buildSettings(),
    categories: buildCategories(),
    brands: buildBrands(),
    manufacturers: buildManufacturers(),
    constructions: buildConstructions(),
    motorcycleTypes: buildMotorcycleTypes(),
    sliders: home.sliders,
    currentTopics: home.currentTopics,
    pages: buildPages(),
    popups: home.popups,
  };
}

/**
 * The demo products one at a time, fitted to the reference's motorcycle types, so a catalogue of a
 * million products is written in batches instead of held whole in memory. Product i is the same
 * whatever the catalogue size.
 */
export function* generateProducts(options: GenerateOptions, reference: Pick<CatalogBundle, 'manufacturers' | 'motorcycleTypes'>): Generator<ProductRecord> {
  const types = reference.motorcycleTypes ?? [];
  const fitment = new FitmentIndex(types, featuredTypes(types, reference.manufacturers ?? []));
  const factory = new ProductFactory(options.seed, fitment);
  for (let index = 0; index < options.products; index++) yield factory.make(index);
}

/**
 * The whole demo catalogue as import records. Pure and deterministic: the
 * same options always give the same bundle, and motorcycle types, categories,
 * brands and content do not depend on the options at all.
 */
export function generateCatalog(options: GenerateOptions): CatalogBundle {
  const reference = generateReference();
  return { ...reference, products: [...generateProducts(options, reference)] };
}
