/** Spec section 4 'Sale status': on sale when the price paid is below the previous price. */
export function isOnSale(price: number, previousPrice: number | null | undefined): previousPrice is number {
  return typeof previousPrice === 'number' && price < previousPrice;
}
