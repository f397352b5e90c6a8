import type { InputHTMLAttributes } from 'react';
import { EmailSuggestion } from '../../ui/email-suggestion';

interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  id: string;
  label: string;
  value: string;
  onValue(value: string): void;
  error?: string | undefined;
  /** marks the label with * (spec: fields marked * are mandatory) */
  mandatory?: boolean;
}

/** A labelled input whose error is announced with it (aria-invalid, aria-describedby). */
export function FormField({ id, label, value, onValue, error, mandatory, ...input }: FormFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="form-field">
      <label htmlFor={id}>
        {label}
        {mandatory && <span aria-hidden="true"> *</span>}
      </label>
      <input
        id={id}
        name={id}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        required={mandatory}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error && <p id={errorId} className="form-field__error">{error}</p>}
      {input.type === 'email' && <EmailSuggestion value={value} onAccept={onValue} />}
    </div>
  );
}
