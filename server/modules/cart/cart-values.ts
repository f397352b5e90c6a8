import {
  FLAG_FIELDS, MAX_FIELD_LENGTH, MAX_NOTE_LENGTH, TEXT_FIELDS,
  type DeliveryMode, type FlagField, type ModifiableField, type TextField,
} from '../../../contract/cart-fields';
import { AppError } from '../../http/errors';

/** A checked modifyCart change, ready to store. */
export type CartChange =
  | { kind: 'text'; field: TextField; value: string }
  | { kind: 'flag'; field: FlagField; value: boolean }
  | { kind: 'szallitas'; value: DeliveryMode };

// The note is a textarea, so line breaks and tabs are allowed there; nowhere else. Matching control
// characters is the point of these two patterns.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
// eslint-disable-next-line no-control-regex
const NOTE_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029]/;

function bad(message: string): AppError {
  return new AppError('validation_failed', message);
}

function textChange(field: TextField, value: unknown): CartChange {
  if (typeof value !== 'string') throw bad(`A(z) ${field} mező értéke szöveg kell legyen.`);
  const isNote = field === 'megjegyzes';
  if ((isNote ? NOTE_CONTROL : CONTROL).test(value)) throw bad(`A(z) ${field} mező nem megengedett vezérlőkaraktert tartalmaz.`);
  const max = isNote ? MAX_NOTE_LENGTH : MAX_FIELD_LENGTH;
  if (value.length > max) throw bad(`A(z) ${field} mező legfeljebb ${max} karakter lehet.`);
  return { kind: 'text', field, value };
}

/**
 * Checks one modifyCart name/value pair against the allow-list and the field's type and bounds.
 * The schema already limits the names; this is the second line, and the one place for the rules.
 */
export function parseCartChange(name: ModifiableField, value: unknown): CartChange {
  if ((TEXT_FIELDS as readonly string[]).includes(name)) return textChange(name as TextField, value);
  if ((FLAG_FIELDS as readonly string[]).includes(name)) {
    if (typeof value !== 'boolean') throw bad(`A(z) ${name} mező értéke igen/nem kell legyen.`);
    return { kind: 'flag', field: name as FlagField, value };
  }
  if (name === 'szallitas') {
    // Whether the shop offers this mode is checked against the settings by the cart service.
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 32_767) {
      throw bad('A szállítási mód egy szállítási mód száma kell legyen.');
    }
    return { kind: 'szallitas', value };
  }
  throw bad(`Ismeretlen mező: ${String(name)}.`);
}
