import { useEffect, type RefObject } from 'react';

/**
 * Text typed into a server-rendered form before the page's script has hydrated it stays in the fields,
 * but React's state never heard of it: the order look-up showed both fields filled and kept 'Keresés'
 * disabled, a search sent an empty text. Once the form has mounted, each text field whose text differs
 * from what the server sent (its `defaultValue`) is handed to its onChange as typing would hand it: the
 * server's text through the element's own setter (React's record of the field), the typed text through
 * the prototype's (unrecorded), then an `input` event, which React reads as a change. On a client-side
 * mount every field still holds what React rendered, and nothing happens.
 */
export function useTypedBeforeHydration(form: RefObject<HTMLFormElement | null>): void {
  useEffect(() => {
    for (const field of form.current?.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea') ?? []) {
      if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) continue;
      if (field.value === field.defaultValue) continue;
      const typed = field.value;
      field.value = field.defaultValue;
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, typed);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }, [form]);
}
