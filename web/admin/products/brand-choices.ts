import { useMemo, useState } from 'react';
import { useGetList } from 'react-admin';
import type { AdminBrand } from '../../../contract/catalogue-admin';

export interface BrandChoice { id: string; name: string }

const byName = { field: 'name', order: 'ASC' } as const;

/**
 * The brands whose name matches what staff type (the server searches, up to a page of 100), by name,
 * each with its identifier (the /marka/… address) as the value a product or a filter stores: staff pick
 * 'Brembo' instead of knowing to type 'brembo'. The chosen brand leads the list by its name, whether or
 * not the search finds it: `knownName` when the caller has it (a product's answer), else from the loaded
 * list, else looked up by its identifier (a filter read from the address).
 */
export function useBrandChoices(alias: string | null, knownName?: string | null) {
  const [search, setSearch] = useState('');
  // The last answer stays while the next search is on its way: a pending list empties the choices, and the
  // box then shows the selected brand's name (blank, then the old brand) over what staff are typing.
  const { data, isPending } = useGetList<AdminBrand>('brands', {
    pagination: { page: 1, perPage: 100 }, sort: byName, filter: search ? { q: search } : {},
  }, { placeholderData: (previous) => previous });
  // Only a brand the loaded list leaves out is looked up (a shop with more than a page of brands).
  const lookingUp = Boolean(alias) && knownName === undefined && data !== undefined && !data.some((brand) => brand.alias === alias);
  const { data: lookedUp } = useGetList<AdminBrand>('brands', {
    pagination: { page: 1, perPage: 10 }, sort: byName, filter: { q: alias ?? '' },
  }, { enabled: lookingUp });
  const name = alias ? (knownName ?? [...(data ?? []), ...(lookedUp ?? [])].find((brand) => brand.alias === alias)?.name ?? null) : null;
  const own = useMemo(() => (alias ? { id: alias, name: name ?? alias } : null), [alias, name]);
  const choices = useMemo(() => {
    const found = (data ?? []).filter((brand) => brand.alias !== alias).map((brand) => ({ id: brand.alias, name: brand.name }));
    return own ? [own, ...found] : found;
  }, [data, alias, own]);
  return { choices, isPending, setSearch, name };
}
