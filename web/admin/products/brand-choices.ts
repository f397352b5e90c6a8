import { useState } from 'react';
import { useGetList } from 'react-admin';
import type { AdminBrand } from '../../../contract/catalogue-admin';

export interface BrandChoice { id: string; name: string }

const byName = { field: 'name', order: 'ASC' } as const;

/**
 * The brands whose name matches what staff type (the server searches, up to a page of 100), by name,
 * each with its identifier (the /marka/… address) as the value a product stores: staff pick 'Brembo'
 * instead of knowing to type 'brembo'. The product's own brand is looked up by its identifier too, so
 * its name shows when it is not on the first page of a few hundred brands.
 */
export function useBrandChoices(current: string | null | undefined) {
  const [search, setSearch] = useState('');
  const { data, isPending } = useGetList<AdminBrand>('brands', {
    pagination: { page: 1, perPage: 100 }, sort: byName, filter: search ? { q: search } : {},
  });
  const { data: own } = useGetList<AdminBrand>('brands', {
    pagination: { page: 1, perPage: 10 }, sort: byName, filter: { q: current ?? '' },
  }, { enabled: Boolean(current) });
  const choices: BrandChoice[] = (data ?? []).map((brand) => ({ id: brand.alias, name: brand.name }));
  if (current && !choices.some((choice) => choice.id === current)) {
    choices.unshift({ id: current, name: own?.find((brand) => brand.alias === current)?.name ?? current });
  }
  return { choices, isPending, setSearch };
}
