import { useEffect, useMemo, useState } from 'react';
import type { Cart } from '../../../contract/cart';
import type { FlagField, ModifiableField, TextField } from '../../../contract/cart-fields';
import { createFieldDebouncer } from './field-debouncer';
import { TEXT_DEBOUNCE_MS } from './order-fields';
import type { CartActions } from './use-cart-actions';

type Edits = Partial<Record<TextField | FlagField, string | boolean>>;

export interface OrderForm {
  text(field: TextField): string;
  flag(field: FlagField): boolean;
  setText(field: TextField, value: string): void;
  setFlag(field: FlagField, value: boolean): void;
  /** the server's complaint about a field, once the customer has left it or tried to go on */
  errorOf(field: string): string | undefined;
  touch(field: string): void;
  /** sends what still waits and shows every error; answers when the server has the latest values */
  submit(): Promise<void>;
}

/**
 * The order-data form state: an edit shows at once (kept locally over the server's copy) and
 * goes to the server through the field debouncer; a page left early still sends what waits.
 */
export function useOrderForm(cart: Cart, actions: CartActions): OrderForm {
  const [edits, setEdits] = useState<Edits>({});
  // The value of each field whose send the server has answered: its errors are about that value.
  const [answered, setAnswered] = useState<Edits>({});
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [showAll, setShowAll] = useState(false);
  const debouncer = useMemo(
    () => createFieldDebouncer<string | boolean>((field, value) =>
      actions.modify(field as ModifiableField, value).finally(() => setAnswered((previous) => ({ ...previous, [field]: value })))),
    [actions],
  );
  // An edit the server has not answered yet would show the old value's error (an empty field's
  // "required" under a filled one) until the answer comes, and its vanishing then moves the form.
  const waiting = (field: string) => field in edits && edits[field as keyof Edits] !== answered[field as keyof Edits];
  useEffect(() => () => void debouncer.flush(), [debouncer]);

  function change(field: TextField | FlagField, value: string | boolean, delayMs: number) {
    setEdits((previous) => ({ ...previous, [field]: value }));
    debouncer.change(field, value, delayMs);
  }
  const touch = (field: string) => setTouched((previous) => (previous.has(field) ? previous : new Set(previous).add(field)));

  return {
    text: (field) => (typeof edits[field] === 'string' ? (edits[field] as string) : cart[field]),
    flag: (field) => (typeof edits[field] === 'boolean' ? (edits[field] as boolean) : cart[field]),
    setText: (field, value) => change(field, value, TEXT_DEBOUNCE_MS),
    setFlag: (field, value) => {
      touch(field);
      change(field, value, 0);
    },
    errorOf: (field) => ((showAll || touched.has(field)) && !waiting(field) ? cart.errors[field] : undefined),
    touch,
    async submit() {
      setShowAll(true);
      await debouncer.flush();
    },
  };
}
