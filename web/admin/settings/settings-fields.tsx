import Typography from '@mui/material/Typography';
import { ArrayInput, BooleanInput, NumberInput, required, SimpleFormIterator, TextInput } from 'react-admin';

const Section = ({ children }: { children: string }) => (
  <Typography variant="h6" component="h3" sx={{ mt: 3 }}>{children}</Typography>
);
const wide = { sx: { minWidth: 320 } };

/** The settings form's fields, grouped as the owner thinks of them. Modes are never removed, only switched off. */
export function SettingsFields() {
  return (
    <>
      <Section>Szállítási módok és díjak</Section>
      <ArrayInput source="deliveryModes" label={false}>
        <SimpleFormIterator inline disableAdd disableRemove disableReordering disableClear>
          <TextInput source="label" label="Név" />
          <NumberInput source="cost" label="Díj (Ft)" validate={required()} />
          <TextInput source="payment" label="Fizetés" {...wide} />
          <TextInput source="delivery" label="Szállítási idő" />
          <BooleanInput source="active" label="Elérhető" />
        </SimpleFormIterator>
      </ArrayInput>
      <NumberInput source="freeShippingFrom" label="Ingyenes szállítás ettől a kosárértéktől (Ft)"
        helperText="Üresen hagyva nincs ingyenes szállítás." {...wide} />

      <Section>Banki átutalás</Section>
      <TextInput source="bankTransfer.beneficiary" label="Kedvezményezett" {...wide} />
      <TextInput source="bankTransfer.bank" label="Bank" {...wide} />
      <TextInput source="bankTransfer.accountNumber" label="Bankszámlaszám" {...wide} />
      <TextInput source="bankTransfer.iban" label="IBAN" {...wide} />

      <Section>Nyitvatartás</Section>
      <ArrayInput source="openingHours" label={false}>
        <SimpleFormIterator inline disableAdd disableRemove disableReordering disableClear>
          <TextInput source="day" label="Nap" />
          <TextInput source="hours" label="Nyitva" helperText="Üresen: zárva" />
        </SimpleFormIterator>
      </ArrayInput>

      <Section>Elérhetőség</Section>
      <TextInput source="address" label="Az üzlet címe" {...wide} />
      <TextInput source="phone" label="Telefonszám" {...wide} />
      <TextInput source="email" label="E-mail-cím a vásárlóknak" helperText="Üresen: a szerver beállított címe" {...wide} />

      <Section>Az eladó adatai (impresszum)</Section>
      <TextInput source="seller.companyName" label="Cégnév" {...wide} />
      <TextInput source="seller.seat" label="Székhely" {...wide} />
      <TextInput source="seller.companyRegistrationNumber" label="Cégjegyzékszám" {...wide} />
      <TextInput source="seller.registryCourt" label="Nyilvántartó cégbíróság" {...wide} />
      <TextInput source="seller.taxNumber" label="Adószám" {...wide} />
      <TextInput source="seller.hostingProvider" label="Tárhelyszolgáltató (név, cím, e-mail)" multiline fullWidth />
    </>
  );
}
