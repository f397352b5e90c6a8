import { useId } from 'react';
import './quantity-stepper.css';

interface Props {
  value: number;
  onChange: (value: number) => void;
  /** accessible name of the number box, e.g. 'Mennyiség' */
  label: string;
  /** id of the + button, so messages can point to it */
  plusId?: string;
}

export const MIN_QUANTITY = 1;

/** Text typed into the box as a quantity: anything not a whole number counts as 0, so the caller can warn. */
export function parseQuantity(text: string): number {
  return /^\d{1,4}$/.test(text.trim()) ? Number(text.trim()) : 0;
}

/** - / number / + ; the buttons never go below the spec's minimum of 1. */
export function QuantityStepper({ value, onChange, label, plusId }: Props) {
  const inputId = useId();
  return (
    <div className="stepper">
      <label htmlFor={inputId} className="visually-hidden">
        {label}
      </label>
      <button
        type="button"
        className="stepper__button"
        aria-label={`${label} csökkentése`}
        disabled={value <= MIN_QUANTITY}
        onClick={() => onChange(Math.max(MIN_QUANTITY, value - 1))}
      >
        −
      </button>
      <input
        id={inputId}
        className="stepper__input"
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        value={value === 0 ? '' : String(value)}
        onChange={(event) => onChange(parseQuantity(event.target.value))}
      />
      <button
        type="button"
        id={plusId}
        className="stepper__button"
        aria-label={`${label} növelése`}
        onClick={() => onChange(Math.max(MIN_QUANTITY, value + 1))}
      >
        +
      </button>
    </div>
  );
}
