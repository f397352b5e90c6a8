import { ApiError } from '../../lib/api-client';
import { readStored, removeStored, writeStored } from '../../lib/storage';

/** Keeps the cart id the server answered with (spec section 4: set or updated from responses). */
export function rememberCart(cart: { id: string }): void {
  if (readStored('cart_id') !== cart.id) writeStored('cart_id', cart.id);
}

export function forgetCart(): void {
  removeStored('cart_id');
}

/** A Hungarian sentence for a failed cart call: the server's own reason for a 4xx, else a generic one. */
export function cartErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return 'Nem sikerült elérni a szervert. Kérjük, próbálja újra.';
    if (error.status < 500 && typeof error.body?.message === 'string') return error.body.message;
  }
  return 'Váratlan hiba történt. Kérjük, próbálja újra.';
}

/*
 * The checkout's flags (spec section 4): `finished` once an order went through, reset by any
 * change of cart data; `finishing` while a finish request is under way, so a second click or a
 * second mounted page cannot send another one.
 */
let finished = false;
let finishing = false;

export const isFinished = (): boolean => finished;
export function markFinished(): void {
  finished = true;
}
export function resetFinished(): void {
  finished = false;
}

/** Takes the finish guard; false when a finish request is already pending. */
export function beginFinishing(): boolean {
  if (finishing) return false;
  finishing = true;
  return true;
}
export function endFinishing(): void {
  finishing = false;
}
