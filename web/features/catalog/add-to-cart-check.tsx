import { showMessage } from '../../ui/dialog';
import { addToCartProblem } from './variant-choice';

/**
 * Spec section 5: a missing variant or a zero quantity stops 'Kosárba' with an
 * alert and no request. Returns whether the add may go ahead.
 */
export function checkAddToCart(variantId: number, quantity: number): boolean {
  const problem = addToCartProblem(variantId, quantity);
  if (problem === 'variant') {
    showMessage({
      title: 'Kérlek, válassz a termékváltozatok közül!',
      content:
        'A fotó melletti „Válassz termékváltozatot!” listából, vagy az Elérhetőség/Termékváltozatok fülön választhatod ki, melyik változatot kéred.',
      buttonLabel: 'Értem',
    });
  }
  if (problem === 'quantity') {
    showMessage({
      title: 'Kérlek, add meg a mennyiséget!',
      content: 'Az ár alatti + gombbal állíthatod be, hány darabot kérsz.',
      buttonLabel: 'Értem',
    });
  }
  return problem === null;
}

export type AddHandler = (variantId: number, quantity: number) => Promise<void>;
