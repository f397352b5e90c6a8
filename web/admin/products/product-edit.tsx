import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { AutocompleteInput, BooleanInput, Edit, SelectInput, SimpleForm, TextInput, useRecordContext } from 'react-admin';
import { ALIAS_MAX_LENGTH, ALIAS_PATTERN } from '../../../contract/alias';
import type { AdminProduct } from '../../../contract/catalog-admin';
import { SaveToolbar } from '../shell/save-toolbar';
import { useBrandChoices } from './brand-choices';
import { useCategoryChoices } from './category-choices';
import { DescriptionInput } from './description-input';
import { DownloadsTab } from './downloads-tab';
import { PhotosTab } from './photos-tab';
import { VariantsTab } from './variants-tab';

const required = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? undefined : 'Kötelező mező.');
// Checked here as the server checks it, so a wrong address is told in Hungarian under the field
// (the server's own refusal is a schema message).
const aliasRule = new RegExp(ALIAS_PATTERN);
const alias = (value: unknown) => {
  if (typeof value !== 'string' || value.trim() === '') return 'Kötelező mező.';
  if (value.length > ALIAS_MAX_LENGTH) return `Legfeljebb ${ALIAS_MAX_LENGTH} karakter.`;
  return aliasRule.test(value) ? undefined : 'Csak kisbetű, számjegy és kötőjel, ékezet nélkül (pl. brembo-07bb22sa-fekbetet).';
};

function ProductForm() {
  const categories = useCategoryChoices();
  const record = useRecordContext<AdminProduct>();
  const brands = useBrandChoices(record?.brandAlias ?? null, record?.brandName ?? null);
  return (
    <SimpleForm toolbar={<SaveToolbar />}>
      <TextInput source="fullname_hu" label="Név (magyar)" validate={required} fullWidth />
      <TextInput source="fullname_en" label="Név (angol)" fullWidth />
      <TextInput source="cikkszam" label="Cikkszám" validate={required} />
      <TextInput source="alias" label="Webcím (alias)" validate={alias} helperText="Megváltoztatva a régi cím nem működik tovább." />
      <SelectInput source="categoryAlias" label="Kategória" choices={categories} validate={required} />
      <AutocompleteInput
        source="brandAlias" label="Márka" choices={brands.choices} isPending={brands.isPending} setFilter={brands.setSearch}
        translateChoice={false} parse={(value: string) => value || null} format={(value: string | null) => value ?? ''}
        noOptionsText="Nincs ilyen nevű márka." helperText="Kezdje el gépelni a márka nevét; üresen: nincs márka."
      />
      <BooleanInput source="active" label="Aktív (látszik a webáruházban)" />
      <DescriptionInput source="content_hu" label="Leírás (magyar)" />
      <DescriptionInput source="content_en" label="Leírás (angol)" />
    </SimpleForm>
  );
}

function ProductTabs() {
  const product = useRecordContext<AdminProduct>();
  const [tab, setTab] = useState(0);
  // React-admin first shows the list's row (a ProductSummary) while the full record loads.
  if (!product || !Array.isArray(product.variants)) return null;
  return (
    <Box>
      <Box sx={{ px: 2, pt: 2 }}>
        <Typography variant="h5" component="h2">{product.fullname_hu}</Typography>
        <Typography color="text.secondary">
          {`${product.cikkszam} · `}<a href={`/termek/${product.alias}`} target="_blank" rel="noreferrer">Megnyitás a webáruházban</a>
        </Typography>
      </Box>
      <Tabs value={tab} onChange={(_, value: number) => setTab(value)} sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}>
        <Tab label="Alapadatok" />
        <Tab label={`Változatok (${product.variants.length})`} />
        <Tab label="Fényképek" />
        <Tab label={`Letöltések (${product.downloads.length})`} />
      </Tabs>
      {tab === 0 && <ProductForm />}
      {tab === 1 && <VariantsTab product={product} />}
      {tab === 2 && <PhotosTab product={product} />}
      {tab === 3 && <DownloadsTab product={product} />}
    </Box>
  );
}

/** One product: its data and description, its variants with prices and stock, photos and downloads. */
export function ProductEdit() {
  return (
    <Edit title="Termék szerkesztése" mutationMode="pessimistic" redirect={false} actions={false}>
      <ProductTabs />
    </Edit>
  );
}
