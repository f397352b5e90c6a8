import { useEffect } from 'react';
import { Link, useRouteError } from 'react-router';
import { paths } from '../lib/paths';
import { usePageTitle } from '../lib/use-page-title';

/** Shown in the main area while the first page's chunk loads; the shell is already there. */
export function PageLoading() {
  return <p className="page-loading">Betöltés…</p>;
}

/** A page failed to load or render, typically a chunk gone after a new deploy. */
export function RouteError() {
  const error = useRouteError();
  usePageTitle('Hiba');
  useEffect(() => console.error(error), [error]);
  return (
    <section className="page">
      <h1>Hiba történt</h1>
      <p>Az oldalt nem sikerült betölteni. Kérjük, próbálja újra.</p>
      <p className="page__actions">
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Újratöltés
        </button>
        <Link className="button button--ghost" to={paths.home}>
          Vissza a főoldalra
        </Link>
      </p>
    </section>
  );
}
