import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router';

interface Props {
  /** an absolute path inside the shop, e.g. '/termek/…' */
  to: string;
  className?: string;
  /** 'page' on the link to the page being shown */
  ariaCurrent?: 'page';
  /** runs first; a handler that calls preventDefault() keeps the link from navigating (as with <Link>) */
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  children: ReactNode;
}

/** In the browser: the anchor, and a plain left click navigates client-side. */
function BrowserShopLink({ to, className, ariaCurrent, onClick, children }: Props) {
  const navigate = useNavigate();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    const here = window.location.pathname + window.location.search + window.location.hash;
    void navigate(to, { replace: here === to });
  };
  return <a href={to} className={className} aria-current={ariaCurrent} onClick={follow}>{children}</a>;
}

/** The server renders the anchor alone: nothing is clicked there, so no link needs the router's navigate. */
function ServerShopLink({ to, className, ariaCurrent, children }: Props) {
  return <a href={to} className={className} aria-current={ariaCurrent}>{children}</a>;
}

/**
 * A link to an absolute path of the shop, for every link a storefront page renders on the server. React
 * Router's <Link> resolves its target against the matched routes on every render (a JSON of the
 * matches and a URL per link): with the 120 links of the menu and the footer that was a sixth of a
 * server-rendered page's CPU, and the dozen left in the header, the breadcrumb and the product another
 * 4 % (decision 0028), and it slows hydration the same way. These targets are already absolute: this
 * renders the anchor and navigates client-side on a plain left click as <Link> does (the same address
 * again replaces the history entry instead of adding one). Few props, no spread: it renders by the hundred.
 */
export const ShopLink = import.meta.env.SSR ? ServerShopLink : BrowserShopLink;
