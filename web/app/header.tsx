import { useState } from 'react';
import { useAuth } from '../features/auth/use-auth';
import { CartLink } from '../features/cart/cart-link';
import { GarageSwitch } from '../features/fitment/garage-switch';
import { getShopInfo, phoneHref } from '../lib/shop-info';
import { PhoneIcon, SearchIcon } from '../ui/icons';
import { AccountLinks } from './account-links';
import { HeaderSearch } from './header-search';
import { Logo } from './logo';
import { MegaMenu } from './mega-menu';
import { paths } from '../lib/paths';
import { ShopLink } from '../ui/shop-link';
import './topbar.css';
import './header.css';

export function Header() {
  const shop = getShopInfo();
  const [searchOpen, setSearchOpen] = useState(false);
  const { isLoggedIn } = useAuth();
  return (
    <header className="site-header">
      <div className="topbar">
        <div className="container topbar__inner">
          {shop.phone && (
            <a className="topbar__phone" href={phoneHref(shop.phone)}>
              <PhoneIcon />
              {shop.phone}
            </a>
          )}
          {isLoggedIn && <GarageSwitch />}
          <AccountLinks />
        </div>
      </div>
      <div className="container header-main">
        <ShopLink to={paths.home} className="brand">
          <Logo />
          <span className="brand__text">
            <span className="brand__name">{shop.name}</span>
            <span className="brand__tagline">{shop.tagline}</span>
          </span>
        </ShopLink>
        {/* The toggle, the search and the basket are the grid's own items, in the order they are seen, so
            the keyboard reaches the search box before 'Kosár' on a wide screen and right after opening it
            on a phone. */}
        <button
          type="button"
          className="icon-button search-toggle"
          aria-expanded={searchOpen}
          aria-controls="header-search"
          onClick={() => setSearchOpen((open) => !open)}
        >
          <SearchIcon />
          <span className="visually-hidden">Keresés</span>
        </button>
        <HeaderSearch open={searchOpen} onSearched={() => setSearchOpen(false)} />
        <div className="header-cart">
          <CartLink />
        </div>
      </div>
      <MegaMenu />
    </header>
  );
}
