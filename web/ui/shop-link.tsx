import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router';

interface Props {
  /** an absolute path inside the shop, e.g. '/termek/…' */
  to: string;
  className?: string;
  children: ReactNode;
}

/**
 * A link to an absolute path of the shop, for the menus, the footer and the product grids. React
 * Router's <Link> resolves its target against the matched routes on every render (a JSON of the
 * matches per link), which was a sixth of a server-rendered page's CPU with the 120 links of the menu
 * and the footer, and slows hydration the same way. These targets are already absolute: this renders
 * the anchor and navigates client-side on a plain left click as <Link> does (the same address again
 * replaces the history entry instead of adding one). Few props, no spread: it renders by the hundred.
 */
export function ShopLink({ to, className, children }: Props) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    const here = window.location.pathname + window.location.search + window.location.hash;
    void navigate(to, { replace: here === to });
  };
  return <a href={to} className={className} onClick={onClick}>{children}</a>;
}
