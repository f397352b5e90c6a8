import { useState, type FormEvent } from 'react';
import { ApiError } from '../../lib/api-client';

/** The server's Hungarian message for a refused call (not found, too many tries), or a generic one. */
export function lookupFailure(error: unknown): string {
  const message = error instanceof ApiError ? error.body?.message : undefined;
  return typeof message === 'string' && message ? message : 'A rendelést most nem sikerült lekérdezni. Kérjük, próbálja újra.';
}

/**
 * The look-up and withdrawal forms' one submit: pending while the call runs, the server's message when
 * it is refused. `send` does the call and hands on its answer.
 */
export function useFormSubmit(send: () => Promise<void>) {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      await send();
    } catch (failure) {
      setError(lookupFailure(failure));
    } finally {
      setPending(false);
    }
  }
  return { error, pending, onSubmit: (event: FormEvent) => void submit(event) };
}
