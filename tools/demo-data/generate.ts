import type { ManufacturerRecord, MotorcycleTypeRecord } from '../../contract/fitment-import';
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
 * The whole demo catalogue as import records. Pure and deterministic: the
 * same options always give the same bundle, and motorcycle types, categories,
 * brands and content do not depend on the options at all.
 */
export function generateCatalog(options: GenerateOptions): CatalogBundle {
  const manufacturers = buildManufacturers();
  const motorcycleTypes = buildMotorcycleTypes();
  const fitment = new FitmentIndex(motorcycleTypes, featuredTypes(motorcycleTypes, manufacturers));
  const factory = new ProductFactory(options.seed, fitment);
  const products = Array.from({ length: options.products }, (_, index) => factory.make(index));
  const home = buildHomeContent();
  return {
    settings: buildSettings(),
    categories: buildCategories(),
    brands: buildBrands(),
    manufacturers,
    constructions: buildConstructions(),
    motorcycleTypes,
    products,
    sliders: home.sliders,
    currentTopics: home.currentTopics,
    pages: buildPages(),
    popups: home.popups,
  };
}
