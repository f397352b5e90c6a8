import type { ShopSettingsForm, ShopSettingsRecord } from '../../../contract/content-admin';

/**
 * Between the settings record and the form: a closed day is an empty field in the form and null on
 * the server, as is an empty e-mail (then the shop's address from the configuration is shown).
 */
export type SettingsFormValues = Omit<ShopSettingsRecord, 'openingHours' | 'email'> & {
  openingHours: { day: string; hours: string }[];
  email: string;
};

export function toFormValues(record: ShopSettingsRecord): SettingsFormValues {
  return { ...record, openingHours: record.openingHours.map((d) => ({ day: d.day, hours: d.hours ?? '' })), email: record.email ?? '' };
}

export function toSettingsBody(values: SettingsFormValues): ShopSettingsForm {
  const blankToNull = (text: string | null | undefined) => (text?.trim() ? text.trim() : null);
  return {
    deliveryModes: values.deliveryModes.map((mode) => ({ ...mode, cost: Number(mode.cost ?? -1) })),
    freeShippingFrom: values.freeShippingFrom ?? null,
    bankTransfer: values.bankTransfer,
    openingHours: values.openingHours.map((d) => ({ day: d.day ?? '', hours: blankToNull(d.hours) })),
    address: values.address ?? '',
    phone: values.phone ?? '',
    email: blankToNull(values.email),
    seller: values.seller,
  };
}
