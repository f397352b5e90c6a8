import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { searchTextOf } from '../../contract/search-address';
import { searchEntryState, searchTextOfEntry } from '../lib/search-entry';
import { readStored, storeSearch } from '../lib/storage';
import { useHydrated } from '../lib/use-hydrated';
import { SearchIcon } from '../ui/icons';
import { paths } from '../lib/paths';
import './header-search.css';
import { useTypedBeforeHydration } from '../lib/use-typed-before-hydration';

interface Props {
  /** Only matters on narrow screens, where the form is toggled; it is always shown on wide ones. */
  open: boolean;
  onSearched: () => void;
}

/** Stores the text where the search page reads it (spec: 'searchText', also 'search') and goes to /kereses. */
export function HeaderSearch({ open, onSearched }: Props) {
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef);
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  // What the visitor typed on this page: another page (Back to an earlier search too) shows its own.
  const [typed, setTyped] = useState<{ at: string; text: string } | null>(null);
  // Until the visitor types, the field shows the search of the address (`/kereses?q=…`) or of the
  // history entry, else the stored one: only after hydration, as the server (which cannot see storage
  // or history) rendered it empty.
  const location = useLocation();
  const hydrated = useHydrated();
  const onSearchPage = location.pathname === paths.search;
  const addressText = onSearchPage ? searchTextOf(new URLSearchParams(location.search)) : null;
  const entryText = onSearchPage && hydrated ? searchTextOfEntry(location.state) : null;
  const typedHere = typed?.at === location.key ? typed.text : null;
  const text = typedHere ?? addressText ?? entryText ?? (hydrated ? (readStored('searchText') ?? '') : '');
  const setText = (value: string) => setTyped({ at: location.key, text: value });

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = text.trim();
    if (!value) {
      inputRef.current?.focus();
      return;
    }
    storeSearch(value);
    setTyped(null);
    onSearched();
    // Each search is its own history entry with its text, so Back shows the search before it.
    void navigate(paths.search, { state: searchEntryState(value) });
  }

  return (
    // Without JavaScript the form itself sends the text to the search page's address (`?q=`).
    <form ref={formRef} id="header-search" className="header-search" role="search" data-open={open} onSubmit={submit} action={paths.search} method="get">
      <label htmlFor="header-search-input" className="visually-hidden">
        Keresett kifejezés
      </label>
      <input
        ref={inputRef}
        id="header-search-input"
        className="header-search__input"
        type="search"
        name="q"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Keresés, pl. fékbetét…"
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className="header-search__submit">
        <SearchIcon />
        <span className="visually-hidden">Keresés</span>
      </button>
    </form>
  );
}
