import { suggestEmail } from '../lib/email-typo';
import './email-suggestion.css';

/**
 * 'Erre gondolt: …@gmail.com?' under an e-mail field whose domain looks mistyped; one tap puts the
 * corrected address in the field. Announced politely, so a screen-reader user hears it too.
 */
export function EmailSuggestion({ value, onAccept }: { value: string; onAccept(corrected: string): void }) {
  const suggestion = suggestEmail(value);
  return (
    <p className="email-suggestion" role="status">
      {suggestion && (
        <>
          Erre gondolt:{' '}
          <button type="button" className="email-suggestion__button" onClick={() => onAccept(suggestion)}>{suggestion}</button>?
        </>
      )}
    </p>
  );
}
