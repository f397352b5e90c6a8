import { EmailSuggestion } from '../../ui/email-suggestion';
import type { OrderFieldSpec } from './order-fields';

interface OrderFieldProps {
  spec: OrderFieldSpec;
  value: string;
  error: string | undefined;
  onValue(value: string): void;
  onBlur(): void;
}

/** A labelled order-data input whose error is announced with it. */
export function OrderField({ spec, value, error, onValue, onBlur }: OrderFieldProps) {
  const id = `order-${spec.name}`;
  return (
    <div className="order-field">
      <label htmlFor={id}>
        {spec.label}
        {spec.mandatory && <span aria-hidden="true"> *</span>}
      </label>
      <input
        id={id}
        name={spec.name}
        type={spec.type ?? 'text'}
        value={value}
        autoComplete={spec.autoComplete}
        inputMode={spec.inputMode}
        maxLength={spec.maxLength ?? 200}
        required={spec.mandatory}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onValue(event.target.value)}
        onBlur={onBlur}
      />
      {error && <p id={`${id}-error`} className="order-field__error">{error}</p>}
      {spec.type === 'email' && <EmailSuggestion value={value} onAccept={(corrected) => { onValue(corrected); onBlur(); }} />}
    </div>
  );
}
