import { useState } from 'react';
import type { Variant } from '../../../contract/catalog';
import { Price } from '../../ui/price';
import { QuantityStepper } from '../../ui/quantity-stepper';
import { UnitPriceText } from '../../ui/unit-price';
import { checkAddToCart, type AddHandler } from './add-to-cart-check';
import { parseProps, propertyColumns } from './variant-columns';

interface Props {
  variants: readonly Variant[];
  onAdd: AddHandler;
  pending: boolean;
}

/** Every variant with its properties, availability, price, and its own stepper and 'Kosárba'. */
export function VariantsTable({ variants, onAdd, pending }: Props) {
  const columns = propertyColumns(variants);
  return (
    <div className="variants" role="region" aria-label="Termékváltozatok táblázata" tabIndex={0}>
      <table className="variants__table">
        <thead>
          <tr>
            <th scope="col">Név</th>
            <th scope="col">Cikkszám</th>
            {columns.map((column) => (
              <th scope="col" key={column}>
                {column}
              </th>
            ))}
            <th scope="col">Elérhetőség</th>
            <th scope="col">Ár</th>
            <th scope="col">Mennyiség</th>
            <th scope="col">
              <span className="visually-hidden">Kosárba tétel</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {variants.map((variant) => (
            <VariantRow key={variant.id} variant={variant} columns={columns} onAdd={onAdd} pending={pending} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function VariantRow({ variant, columns, onAdd, pending }: { variant: Variant; columns: string[] } & Omit<Props, 'variants'>) {
  const [quantity, setQuantity] = useState(1);
  const props = parseProps(variant.props);

  async function add() {
    if (!checkAddToCart(variant.id, quantity)) return;
    await onAdd(variant.id, quantity);
    setQuantity(1);
  }

  return (
    <tr>
      <th scope="row">{variant.name_hu}</th>
      <td>{variant.cikkszam}</td>
      {columns.map((column) => (
        <td key={column}>{props[column] ?? '–'}</td>
      ))}
      <td id={`variant-stock-${variant.id}`} className={variant.inStock ? 'variants__stock' : 'variants__stock variants__stock--out'}>
        {variant.availabilityText}
      </td>
      <td>
        <Price amount={variant.effectivePrice} previous={variant.price_prev_hu} />
        <UnitPriceText unitPrice={variant.unitPrice} className="variants__unit" />
      </td>
      <td>
        <QuantityStepper value={quantity} onChange={setQuantity} label={`${variant.name_hu} mennyisége`} />
      </td>
      <td>
        <button
          type="button"
          className="button"
          disabled={pending || !variant.inStock}
          aria-describedby={variant.inStock ? undefined : `variant-stock-${variant.id}`}
          onClick={() => void add()}
        >
          Kosárba <span className="visually-hidden">({variant.name_hu})</span>
        </button>
      </td>
    </tr>
  );
}
