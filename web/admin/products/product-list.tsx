import EditNoteIcon from '@mui/icons-material/EditNote';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useState } from 'react';
import {
  AutocompleteInput, BooleanField, Datagrid, FilterButton, FunctionField, List, NullableBooleanInput, SearchInput, SelectInput, SimpleList, TextField,
  TopToolbar, useListContext,
} from 'react-admin';
import type { ProductSummary } from '../../../contract/catalog-admin';
import { formatPrice } from '../../lib/money';
import { BulkChangeDialog, type BulkSelection } from './bulk-change-dialog';
import { selectionFilter } from './bulk-change';
import { useBrandChoices } from './brand-choices';
import { useCategoryChoices } from './category-choices';
import { useNarrowScreen } from '../shell/use-narrow-screen';

function CategoryFilter(props: { source: string; label: string; alwaysOn?: boolean }) {
  return <SelectInput {...props} choices={useCategoryChoices()} />;
}

/**
 * The brand by its name, as on a product's screen. Mounted with the list's filter form (a filter input
 * mounted later starts empty), and once more when the name of a brand read from the address has come:
 * the autocomplete writes its choice's name into the box only when the choice itself changes.
 */
function BrandFilter(props: { source: string; label: string }) {
  const { filterValues } = useListContext();
  const brands = useBrandChoices((filterValues as { brand?: string }).brand ?? null);
  return (
    <AutocompleteInput
      key={brands.name ?? ''} {...props} choices={brands.choices} isPending={brands.isPending} setFilter={brands.setSearch} translateChoice={false}
      noOptionsText="Nincs ilyen nevű márka." sx={{ minWidth: 220 }}
    />
  );
}

const filters = [
  <SearchInput key="q" source="q" placeholder="Név vagy cikkszám" alwaysOn />,
  <CategoryFilter key="category" source="category" label="Kategória" alwaysOn />,
  <BrandFilter key="brand" source="brand" label="Márka" />,
  <NullableBooleanInput key="onSale" source="onSale" label="Akciós" />,
  <NullableBooleanInput key="outOfStock" source="outOfStock" label="Nincs raktáron" />,
  <NullableBooleanInput key="noPhoto" source="noPhoto" label="Nincs képe" />,
  <NullableBooleanInput key="noFitment" source="noFitment" label="Nincs motorhoz kötve" />,
  <NullableBooleanInput key="active" source="active" label="Aktív" />,
];

/** The bulk dialog for everything the current filters find (not only the rows on this page). */
function FilteredBulkButton() {
  const { filterValues, total } = useListContext();
  const [open, setOpen] = useState(false);
  const selection: BulkSelection = { target: { filter: selectionFilter(filterValues) }, count: total ?? 0 };
  return (
    <>
      <Button size="small" startIcon={<EditNoteIcon />} onClick={() => setOpen(true)} disabled={!total}>
        Szűrt termékek módosítása
      </Button>
      {open && <BulkChangeDialog selection={selection} onClose={() => setOpen(false)} />}
    </>
  );
}

/** The same dialog for the rows ticked on this page. */
function SelectedBulkButton() {
  const { selectedIds, onUnselectItems } = useListContext();
  const [open, setOpen] = useState(false);
  const selection: BulkSelection = { target: { ids: selectedIds as number[] }, count: selectedIds.length, onDone: () => onUnselectItems() };
  return (
    <>
      <Button size="small" startIcon={<EditNoteIcon />} onClick={() => setOpen(true)}>Kijelöltek módosítása</Button>
      {open && <BulkChangeDialog selection={selection} onClose={() => setOpen(false)} />}
    </>
  );
}

const ListActions = () => (
  <TopToolbar>
    <FilterButton />
    <FilteredBulkButton />
  </TopToolbar>
);

function Thumbnail({ product }: { product: ProductSummary }) {
  if (!product.image) return <span aria-label="Nincs kép">–</span>;
  return <img src={product.image} alt="" width={48} height={48} loading="lazy" style={{ objectFit: 'contain', display: 'block' }} />;
}

const priceRange = (product: ProductSummary) =>
  product.minPrice === product.maxPrice ? formatPrice(product.minPrice) : `${formatPrice(product.minPrice)} – ${formatPrice(product.maxPrice)}`;

function PriceCell({ product }: { product: ProductSummary }) {
  return <>{priceRange(product)}{product.onSale && <Chip size="small" color="error" label="Akciós" sx={{ ml: 1 }} />}</>;
}

/** On a phone one line per product with what staff look for there (the table's price and stock ran off the screen). */
function ProductSimpleList() {
  return (
    <SimpleList<ProductSummary>
      rowClick="edit"
      primaryText={(p) => p.fullname_hu}
      secondaryText={(p) => [p.cikkszam, p.categoryName, `${p.stock} db`, p.onSale ? 'Akciós' : '', p.active ? '' : 'Inaktív'].filter(Boolean).join(' · ')}
      tertiaryText={priceRange}
    />
  );
}

/** 33,000 products, paged, sorted and filtered by the server; bulk changes on a ticked or filtered selection. */
export function ProductList() {
  const narrow = useNarrowScreen();
  return (
    <List title="Termékek" filters={filters} actions={<ListActions />} sort={{ field: 'fullname_hu', order: 'ASC' }} perPage={25}>
      {narrow ? <ProductSimpleList /> : <ProductDatagrid />}
    </List>
  );
}

function ProductDatagrid() {
  return (
    <Datagrid rowClick="edit" bulkActionButtons={<SelectedBulkButton />}>
      <FunctionField label="Kép" render={(p: ProductSummary) => <Thumbnail product={p} />} />
      <TextField source="cikkszam" label="Cikkszám" />
      <TextField source="fullname_hu" label="Név" />
      <TextField source="categoryName" label="Kategória" sortable={false} />
      <TextField source="brandName" label="Márka" sortable={false} emptyText="–" />
      <FunctionField source="minPrice" label="Ár" render={(p: ProductSummary) => <PriceCell product={p} />} />
      <FunctionField label="Készlet" textAlign="right" render={(p: ProductSummary) => `${p.stock} db`} />
      <TextField source="variantCount" label="Változat" sortable={false} textAlign="right" />
      <BooleanField source="active" label="Aktív" sortable={false} />
    </Datagrid>
  );
}
