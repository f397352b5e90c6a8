import type { ReactNode } from 'react';
import { paths } from '../lib/paths';
import { ShopLink } from './shop-link';

/**
 * A page that is not (or no longer) there: its own sentence, then the way on, so a visitor from an old
 * link or a search engine is not left at a dead end (the server answers such pages 404).
 */
export function MissingPage({ children }: { children: ReactNode }) {
  return (
    <section className="page">
      <h1>{children}</h1>
      <p>Lehet, hogy elírás van a címben, vagy ami itt volt, már nem érhető el. Keressen a fenti keresőben, vagy nézzen körül a kategóriák között!</p>
      <p className="page__actions">
        <ShopLink className="button" to={paths.home}>Tovább a főoldalra</ShopLink>
        <ShopLink className="button button--ghost" to={paths.sale}>Akciók</ShopLink>
      </p>
    </section>
  );
}
