import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { RichTextField, TextInput } from 'react-admin';

/**
 * The description as HTML in a textarea, with a preview beside it. The preview goes through
 * react-admin's RichTextField (DOMPurify), the server sanitises again on save (sanitize-html), so
 * what the preview shows is what the storefront will show. A rich editor would add a large
 * dependency to the back office for a field edited rarely and mostly pasted from the maker.
 */
export function DescriptionInput({ source, label }: { source: 'content_hu' | 'content_en'; label: string }) {
  const html = useWatch({ name: source }) as string | undefined;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2, width: '100%' }}>
      <TextInput source={source} label={label} multiline minRows={8} maxRows={24} helperText="HTML: <p>, <ul>, <li>, <strong>, <a>, <table>…" />
      <Box>
        <Typography variant="caption" color="text.secondary">Előnézet</Typography>
        <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, minHeight: 120, overflow: 'auto' }}>
          <RichTextField record={{ id: 0, [source]: html ?? '' }} source={source} />
        </Box>
      </Box>
    </Box>
  );
}
