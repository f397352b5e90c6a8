import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useParams } from 'react-router';
import { usePageTitle } from '../lib/use-page-title';
import { rememberProductVisit } from '../features/catalog/listing-restore';
import { productQuery } from '../features/catalog/product-api';
import { ProductView } from '../features/catalog/product-view';
import { useAddToCart } from '../features/cart/use-add-to-cart';
import { BikeFitNotice, useSelectedBikeId } from '../features/fitment';
import { MissingPage } from '../ui/missing-page';

/** /termek/{alias}: the catalog's product view with the cart's add-to-cart. */
export function Component() {
  const { alias = '' } = useParams();
  const { data: product, isPending, isError } = useQuery(productQuery(alias));
  const { add, pending } = useAddToCart();
  const bike = useSelectedBikeId();
  usePageTitle(product?.fullname_hu ?? (isError ? 'Nem található' : 'Termék'));

  // Spec section 4: the listing restores its sort and range only after a product page was seen.
  useEffect(() => rememberProductVisit(alias), [alias]);

  const onAdd = useCallback(
    (variantId: number, quantity: number) => (product ? add({ variantId, quantity, product }) : Promise.resolve()),
    [add, product],
  );

  if (isPending) return <p className="page-loading" role="status">Termék betöltése..</p>;
  if (isError) return <MissingPage>Nem található ilyen eladó termékünk..</MissingPage>;
  return (
    <ProductView
      key={`${product.alias}:${bike}`}
      product={product}
      bike={bike}
      fitNotice={<BikeFitNotice variants={product.variants} bikeId={bike} />}
      onAdd={onAdd}
      pending={pending}
    />
  );
}
