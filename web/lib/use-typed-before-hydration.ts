import { useEffect, type RefObject } from 'react';
import { takeChoiceBeforeHydration } from './choices-before-hydration';

/**
 * Text typed into a server-rendered form before the page's script has hydrated it stays in the fields,
 * but React's state never heard of it: the order look-up showed both fields filled and kept 'Keresés'
 * disabled, a search sent an empty text. Once the form has mounted, each text field whose text differs
 * from what the server sent (its `defaultValue`) is handed to its onChange as typing would hand it: the
 * server's text through the element's own setter (React's record of the field), the typed text through
 * the prototype's (unrecorded), then an `input` event, which React reads as a change. On a client-side
 * mount every field still holds what React rendered, and nothing happens.
 *
 * A select chosen before hydration (choices-before-hydration.ts) gets its choice back and a `change`
 * event. Before each event every chosen select shows its choice again: a handler may read its neighbour
 * (the listing's sort field and direction), and inside an effect React answers each event by setting its
 * controlled selects back to the state it has not re-rendered yet.
 *
 * The plain buttons tapped before the app had started are tapped again after this (taps-before-app.tsx).
 */
export function useTypedBeforeHydration(part: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    for (const field of part.current?.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea') ?? []) {
      if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) continue;
      if (field.value === field.defaultValue) continue;
      const typed = field.value;
      field.value = field.defaultValue;
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, typed);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
    const chosen = [...part.current?.querySelectorAll('select') ?? []].flatMap((select) => {
      const value = takeChoiceBeforeHydration(select);
      return value === undefined ? [] : [{ select, value }];
    });
    for (const { select } of chosen) {
      for (const choice of chosen) choice.select.value = choice.value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }
  }, [part]);
}
