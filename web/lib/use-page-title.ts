import { useEffect } from 'react';
import { getShopInfo } from './shop-info';

/** 'Kosár - Shop name'; the shop name alone when a page has no title of its own. */
export function formatPageTitle(pageTitle: string | null | undefined, shopName: string): string {
  const title = pageTitle?.trim();
  return title ? `${title} - ${shopName}` : shopName;
}

/** Sets the document title of the current page (spec: titles carry the shop name as suffix). */
export function usePageTitle(pageTitle: string | null | undefined): void {
  useEffect(() => {
    document.title = formatPageTitle(pageTitle, getShopInfo().name);
  }, [pageTitle]);
}
