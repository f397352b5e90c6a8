import type { ShopSettingsInput } from '../../contract/content-admin';

/**
 * The records the import pipeline takes. The demo-data generator and the CSV
 * importers both produce these, so demo data, test data and real imports
 * share one code path (parse -> validate -> apply).
 *
 * Natural keys (alias, cikkszam, source ids) tie records together; the
 * database assigns its own surrogate ids except where the spec exposes the
 * source ids (motorcycle manufacturers, constructions and types).
 */

export interface CategoryRecord {
  alias: string;
  /** null for the two top-level categories */
  parentAlias: string | null;
  name_hu: string;
  name_en: string;
  sort: number;
}

export interface BrandRecord {
  alias: string;
  name: string;
}

export interface PricePoint {
  /** whole forints, VAT included */
  price: number;
  /** ISO date-time from which this price applied */
  from: string;
}

export interface VariantRecord {
  cikkszam: string;
  name_hu: string;
  name_en: string;
  /** property name -> value, e.g. { "Méret": "L", "Szín": "fekete" } */
  props: Record<string, string>;
  /** price history, oldest first; the last point is the current price */
  prices: PricePoint[];
  stock: number;
  /** ids of compatible motorcycle types (MotorcycleTypeRecord.id) */
  bikes: number[];
}

export interface ProductRecord {
  alias: string;
  cikkszam: string;
  fullname_hu: string;
  fullname_en: string;
  /** HTML; sanitized on the way in */
  content_hu: string;
  content_en: string;
  categoryAlias: string;
  brandAlias: string | null;
  images: string[];
  downloads: { name: string; url: string }[];
  /** a last-piece item ('utolsó darabok') */
  lastPieces: boolean;
  variants: VariantRecord[];
}

export interface ManufacturerRecord { id: number; name: string }
export interface ConstructionRecord { id: number; name: string }

export interface MotorcycleTypeRecord {
  id: number;
  manufacturerId: number;
  constructionId: number;
  /** model name without the manufacturer, e.g. "CBR 600 RR" */
  name: string;
  /** cm³ */
  capacity: number;
  yearFrom: number;
  yearTo: number | null;
  img: string;
}

export interface SliderRecord { src: string; title: string; content: string; sort: number }
export interface CurrentTopicRecord { title: string; content: string; img: string; sort: number }

export interface PageRecord {
  alias: string;
  parentAlias: string | null;
  title: string;
  /** HTML; sanitized on the way in */
  content: string;
  sort: number;
}

export interface PopupRecord { alias: string; active: boolean; title: string; content: string }

/** The shop settings with the delivery modes, as the content module's settings write takes them. */
export type ShopSettingsRecord = ShopSettingsInput;

/** Everything one import run may carry; each part is optional for partial imports. */
export interface CatalogBundle {
  settings?: ShopSettingsRecord;
  categories?: CategoryRecord[];
  brands?: BrandRecord[];
  manufacturers?: ManufacturerRecord[];
  constructions?: ConstructionRecord[];
  motorcycleTypes?: MotorcycleTypeRecord[];
  products?: ProductRecord[];
  sliders?: SliderRecord[];
  currentTopics?: CurrentTopicRecord[];
  pages?: PageRecord[];
  popups?: PopupRecord[];
}
