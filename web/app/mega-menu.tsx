import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import { headerCategoriesQuery, withProducts } from '../features/catalog/api';
import { ChevronIcon, MenuIcon } from '../ui/icons';
import { CategoryCount } from './category-count';
import { MegaMenuPanel } from './mega-menu-panel';
import { paths } from '../lib/paths';
import { ShopLink } from '../ui/shop-link';
import { useQueryData } from '../lib/query-data';
import './mega-menu.css';

const panelId = (alias: string) => `mega-${alias}`;

/** The sale and last-pieces links, the one shown marked as the current page; only they follow the address. */
function QuickLinks() {
  const { pathname } = useLocation();
  const current = (path: string) => (pathname === path || pathname === `${path}/` ? 'page' : undefined);
  return (
    <ul className="mega-menu__quick">
      <li>
        <ShopLink to={paths.sale} ariaCurrent={current(paths.sale)}>Akciók</ShopLink>
      </li>
      <li>
        <ShopLink to={paths.lastPieces} ariaCurrent={current(paths.lastPieces)}>Utolsó darabok</ShopLink>
      </li>
    </ul>
  );
}

/**
 * The category mega-menu (disclosure pattern): a button per main category
 * opens its panel. Escape, a click or tap outside, focus leaving the menu, or
 * following a link closes it. On narrow screens the list itself is behind a
 * 'Kategóriák' button and the panels open in place.
 */
export function MegaMenu() {
  const data = useQueryData(headerCategoriesQuery);
  const categories = withProducts(data ?? []);
  const [listOpen, setListOpen] = useState(false);
  const [openAlias, setOpenAlias] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const anythingOpen = listOpen || openAlias !== null;

  function closeAll() {
    setOpenAlias(null);
    setListOpen(false);
  }

  useEffect(() => {
    if (!anythingOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) closeAll();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [anythingOpen]);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !anythingOpen) return;
    // Return focus to the button that opened what is being closed.
    const opener = openAlias ? `[aria-controls="${panelId(openAlias)}"]` : '.mega-menu__toggle';
    navRef.current?.querySelector<HTMLButtonElement>(opener)?.focus();
    if (openAlias) setOpenAlias(null);
    else setListOpen(false);
  }

  return (
    <nav
      ref={navRef}
      className="mega-menu"
      aria-label="Termékkategóriák"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (event.relatedTarget instanceof Node && !navRef.current?.contains(event.relatedTarget)) closeAll();
      }}
      onClick={(event) => {
        if ((event.target as Element).closest('a')) closeAll();
      }}
    >
      <div className="container mega-menu__bar">
        <button
          type="button"
          className="mega-menu__toggle"
          aria-expanded={listOpen}
          aria-controls="mega-menu-list"
          onClick={() => setListOpen((open) => !open)}
        >
          <MenuIcon />
          Kategóriák
        </button>
        <ul id="mega-menu-list" className="mega-menu__list" data-open={listOpen}>
          {categories.map((category) => {
            const open = openAlias === category.alias;
            return (
              <li key={category.alias} className="mega-menu__item">
                <button
                  type="button"
                  className="mega-menu__button"
                  aria-expanded={open}
                  aria-controls={panelId(category.alias)}
                  onClick={() => setOpenAlias(open ? null : category.alias)}
                >
                  {category.name_hu} <CategoryCount count={category.productCount} />
                  <ChevronIcon />
                </button>
                <MegaMenuPanel id={panelId(category.alias)} category={category} hidden={!open} />
              </li>
            );
          })}
        </ul>
        <QuickLinks />
      </div>
    </nav>
  );
}
