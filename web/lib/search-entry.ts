/**
 * A header search's text kept in its history entry (header-search.tsx), so the back button shows the
 * search before it while the address stays /kereses as the spec has it.
 */
export interface SearchEntryState {
  searchText?: string;
}

export function searchEntryState(text: string): SearchEntryState {
  return { searchText: text };
}

/** The text of a history entry's state, or null when it holds none. */
export function searchTextOfEntry(state: unknown): string | null {
  const text = (state as SearchEntryState | null)?.searchText;
  return typeof text === 'string' && text !== '' ? text : null;
}
