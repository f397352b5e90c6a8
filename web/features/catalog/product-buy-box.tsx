import { useRef, useState } from 'react';
import type { ProductDetail } from '../../../contract/catalog';
import { Price } from '../../ui/price';
import { QuantityStepper } from '../../ui/quantity-stepper';
import { UnitPriceText } from '../../ui/unit-price';
import { useTypedBeforeHydration } from '../../lib/use-typed-before-hydration';
import { checkAddToCart, type AddHandler } from './add-to-cart-check';
import { buyBoxStockLine } from './stock-line';
import { autoSelectedVariant, variantGroups } from './variant-choice';
import { VariantOptions } from './variant-options';

interface Props {
  product: ProductDetail;
  bike: number | null;
  onAdd: AddHandler;
  pending: boolean;
}

export const VARIANT_SELECT_ID = 'product-variant';
const SOLD_OUT_ID = 'product-sold-out';
export const SOLD_OUT_TEXT = 'Elfogyott, jelenleg nem rendelhető.';

/** Variant select, price, + / - stepper and 'Kosárba', checked before any request. */
export function ProductBuyBox({ product, bike, onAdd, pending }: Props) {
  const [variantId, setVariantId] = useState(() => autoSelectedVariant(product.variants, bike));
  const [quantity, setQuantity] = useState(1);
  const box = useRef<HTMLDivElement>(null);
  useTypedBeforeHydration(box);
  const variant = product.variants.find((candidate) => candidate.id === variantId);
  // The one variant there is, or every one, sold out: nothing can go into the basket now.
  const soldOut = variant ? !variant.inStock : product.variants.every((candidate) => !candidate.inStock);
  const stock = buyBoxStockLine(variant, product.variants);

  async function add() {
    if (!checkAddToCart(variantId, quantity)) return;
    await onAdd(variantId, quantity);
    setQuantity(1);
  }

  return (
    <div ref={box} className="buy-box">
      <label htmlFor={VARIANT_SELECT_ID} className="buy-box__label">
        Termékváltozat
      </label>
      <select
        id={VARIANT_SELECT_ID}
        className="buy-box__select"
        value={variantId}
        onChange={(event) => setVariantId(Number(event.target.value))}
      >
        <option value={0} disabled>
          Válassz termékváltozatot!
        </option>
        <VariantOptions groups={variantGroups(product.variants, bike)} />
      </select>
      {stock && (
        <p className={!variant || variant.inStock ? 'buy-box__availability' : 'buy-box__availability buy-box__availability--out'}>
          {stock}
        </p>
      )}
      <Price
        className="buy-box__price"
        amount={variant?.effectivePrice ?? product.effectivePrice}
        previous={variant ? variant.price_prev_hu : product.start_price_prev_hu}
      />
      <UnitPriceText unitPrice={variant ? variant.unitPrice : product.unitPrice} className="buy-box__unit" />
      <div className="buy-box__actions">
        <QuantityStepper value={quantity} onChange={setQuantity} label="Mennyiség" plusId="product-quantity-plus" />
        <button
          type="button"
          className="button buy-box__add"
          disabled={pending || soldOut}
          aria-describedby={soldOut ? SOLD_OUT_ID : undefined}
          onClick={() => void add()}
        >
          Kosárba
        </button>
      </div>
      {soldOut && <p id={SOLD_OUT_ID} className="buy-box__sold-out">{SOLD_OUT_TEXT}</p>}
    </div>
  );
}
