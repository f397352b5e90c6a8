import type { BrandRecord, CategoryRecord, ProductRecord } from './catalog-import';
import type { CurrentTopicRecord, PageRecord, PopupRecord, ShopSettingsRecord, SliderRecord } from './content-import';
import type { ConstructionRecord, ManufacturerRecord, MotorcycleTypeRecord } from './fitment-import';

/**
 * Everything one import run may carry; each part is optional for partial imports. Each part is
 * checked by its module's import use case, record by record.
 */
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
