import { useMemo, useState } from 'react';
import { useGetList } from 'react-admin';
import type { AdminBrand } from '../../../contract/catalogue-admin';

export interface BrandChoice { id: string; name: string }

/**
 * The brands whose name matches what staff type (the server searches, up to a page of 100), by name,
 * each with its identifier (the /marka/… address) as the value a product stores: staff pick 'Brembo'
 * instead of knowing to type 'brembo'. The product's own brand leads the list by the name the product's
 * answer gives, whether or not a search finds it.
 */
export function useBrandChoices(current: { alias: string | null; name: string | null } | undefined) {
  const [search, setSearch] = useState('');
  // The last answer stays while the next search is on its way: a pending list empties the choices, and the
  // box then shows the selected brand's name (blank, then the old brand) over what staff are typing.
  const { data, isPending } = useGetList<AdminBrand>('brands', {
    pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' }, filter: search ? { q: search } : {},
  }, { placeholderData: (previous) => previous });
  const alias = current?.alias ?? null;
  const name = current?.name ?? null;
  const own = useMemo(() => (alias ? { id: alias, name: name ?? alias } : null), [alias, name]);
  const choices = useMemo(() => {
    const found = (data ?? []).filter((brand) => brand.alias !== alias).map((brand) => ({ id: brand.alias, name: brand.name }));
    return own ? [own, ...found] : found;
  }, [data, alias, own]);
  return { choices, isPending, setSearch };
}
