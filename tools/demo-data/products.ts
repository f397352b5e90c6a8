import type { ProductRecord, VariantRecord } from '../../contract/catalog-import';
import type { MotorcycleTypeRecord } from '../../contract/fitment-import';
import { brandByAlias, type Brand } from './brands';
import { describe } from './content/description';
import { DOWNLOAD_NAMES } from './content/download-names';
import { ALL_KINDS, TOTAL_WEIGHT } from './kinds/all-kinds';
import type { ProductKind, VariantDraft } from './kinds/kind';
import type { FitmentIndex } from './motorcycles/fitment';
import { basePrice, priceHistory, priceStory, shopPrice, type PriceStory } from './pricing';
import { productImages } from './product-images';
import { Random, streamSeed } from './prng';
import { slugify } from './slug';

const SALE_SHARE = 0.15;
const LAST_PIECES_SHARE = 0.03;
const DOWNLOAD_SHARE = 0.1;
const OUT_OF_STOCK_SHARE = 0.12;
/** Every FEATURED_EVERY-th bike-specific product is made for a featured model, so the demo can show them. */
const FEATURED_EVERY = 25;
/** Draws of kind, brand and model before giving up on a name no earlier product has in its category. */
const NAME_TRIES = 40;

/**
 * Makes products one by one. Each product draws from its own seeded stream,
 * so product i is the same whatever the catalogue size; the counters below
 * only depend on products before i, which keeps that property.
 */

const SIX_DIGITS = 900_000;

/**
 * The number of the index-th product's item number. Below 900,000 products a fixed multiplier coprime to
 * 900,000 spreads six-digit numbers out yet keeps them unique; past that, seven digits follow in order (a
 * million-product catalogue repeated the six-digit ones and 2,686 products were refused).
 */
export function itemNumber(index: number): number {
  return index < SIX_DIGITS ? 100_000 + ((index * 7919) % SIX_DIGITS) : 1_000_000 + index;
}

export class ProductFactory {
  private fitted = 0;
  private sales = 0;
  /** category|brand|model of every product made so far: a shop lists one model once, whatever its noun. */
  private readonly names = new Set<string>();

  constructor(
    private readonly seed: number,
    private readonly fitment: FitmentIndex,
  ) {}

  make(index: number): ProductRecord {
    const r = new Random(streamSeed(this.seed, index));
    const { kind, brand, model } = this.distinct(r, index);
    const noun = r.pick(kind.nouns);
    const fullnameHu = `${brand.name} ${model} ${noun.hu}`;
    const fullnameEn = `${brand.name} ${model} ${noun.en}`;
    const alias = `${slugify(fullnameHu)}-${index + 1}`;
    const cikkszam = `${brand.code}-${itemNumber(index)}`;
    const onSale = r.chance(SALE_SHARE);
    const story = priceStory(r, onSale, onSale ? this.sales++ : 0);
    const lastPieces = r.chance(LAST_PIECES_SHARE);
    const content = describe(r, { group: kind.text, nameHu: fullnameHu, nameEn: fullnameEn, brand: brand.name, fitment: kind.fitment !== null });
    const drafts = kind.variants(r, model);
    const variants = this.variants(r, kind, drafts, basePrice(kind.price, brand.alias, model), cikkszam, story, lastPieces);
    const images = productImages(kind.category, brand.alias, drafts);
    const downloads = r.chance(DOWNLOAD_SHARE) ? [{ name: DOWNLOAD_NAMES[kind.text], url: `/media/demo/download/${alias}.pdf` }] : [];
    return {
      alias, cikkszam, fullname_hu: fullnameHu, fullname_en: fullnameEn, content_hu: content.hu, content_en: content.en,
      categoryAlias: kind.category, brandAlias: brand.alias, images, downloads, lastPieces, variants,
    };
  }

  /**
   * A kind, brand and model whose name no earlier product of the category has. A small category runs
   * out of real model names; later draws then land in other categories, as a real assortment is uneven.
   */
  private distinct(r: Random, index: number): { kind: ProductKind; brand: Brand; model: string } {
    for (let attempt = 0; ; attempt++) {
      const kind = r.weighted(ALL_KINDS, TOTAL_WEIGHT);
      const brand = brandByAlias(r.pick(kind.brands));
      // Past the tries, the product number makes the model unique (never reached at 33,000 products).
      const model = attempt < NAME_TRIES ? kind.model(r, brand.alias) : `${kind.model(r, brand.alias)} ${index + 1}`;
      const key = `${kind.category}|${brand.alias}|${model.toLowerCase()}`;
      if (!this.names.has(key)) {
        this.names.add(key);
        return { kind, brand, model };
      }
    }
  }

  private variants(r: Random, kind: ProductKind, drafts: VariantDraft[], base: number, cikkszam: string, story: PriceStory, lastPieces: boolean): VariantRecord[] {
    const anchor = kind.fitment ? this.anchor(r, kind) : null;
    const variants = drafts.map((draft): VariantRecord => ({
      cikkszam: `${cikkszam}-${draft.code}`,
      name_hu: draft.hu,
      name_en: draft.en,
      props: draft.props,
      prices: priceHistory(story, shopPrice(base * draft.factor)),
      stock: lastPieces ? r.int(0, 2) : r.chance(OUT_OF_STOCK_SHARE) ? 0 : r.int(1, 25),
      bikes: anchor && kind.fitment ? this.fitment.compatible(r, kind.fitment, anchor) : [],
    }));
    if (lastPieces) {
      const last = variants[r.int(0, variants.length - 1)];
      if (last) last.stock = 1;
    }
    return variants;
  }

  private anchor(r: Random, kind: ProductKind): MotorcycleTypeRecord {
    const slot = this.fitted++ % FEATURED_EVERY;
    const featured = this.fitment.featured[slot];
    if (featured && featured.length > 0) return r.pick(featured);
    return this.fitment.randomAnchor(r, kind.fitment ?? 'any');
  }
}
