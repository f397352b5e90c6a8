import type { SellerDetails } from '../../contract/content';

/** The seller's legal details as a definition list: the imprint page and the footer show the same. */
export function SellerDetailsList({ seller, email, phone }: { seller: SellerDetails; email?: string; phone?: string }) {
  const rows: [string, string][] = [
    ['Cégnév', seller.companyName],
    ['Székhely', seller.seat],
    ['Cégjegyzékszám', `${seller.companyRegistrationNumber} (${seller.registryCourt})`],
    ['Adószám', seller.taxNumber],
    ...(email ? [['E-mail', email] as [string, string]] : []),
    ...(phone ? [['Telefon', phone] as [string, string]] : []),
    ['Tárhelyszolgáltató', seller.hostingProvider],
  ];
  return (
    <dl className="seller-details">
      {rows.map(([term, value]) => (
        <div key={term}><dt>{term}</dt><dd>{value}</dd></div>
      ))}
    </dl>
  );
}
