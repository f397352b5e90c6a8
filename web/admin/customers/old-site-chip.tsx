import Chip from '@mui/material/Chip';
import type { CustomerSummary } from '../../../contract/customers-admin';

/** Accounts brought over from the old site have no password here until the customer sets one. */
export function OldSiteChip({ customer }: { customer: Pick<CustomerSummary, 'oldSite' | 'hasPassword'> }) {
  if (!customer.oldSite) return null;
  return <Chip size="small" color="warning" variant="outlined" label={customer.hasPassword ? 'Régi oldalról' : 'Régi oldalról, jelszó nélkül'} />;
}
