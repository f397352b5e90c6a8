import { Type, type Static } from 'typebox';
import { UserData } from './account';
import { OrderDetail } from './customer-orders';

/**
 * GDPR from the account (art. 15, 17 and 20): the customer's data as one JSON document, and the
 * erasure of the account. The back office calls the same use cases.
 */

export const Consent = Type.Object({
  termsVersion: Type.Union([Type.String(), Type.Null()]),
  privacyVersion: Type.Union([Type.String(), Type.Null()]),
  /** ISO date-time; null for an account from before consents were recorded */
  consentedAt: Type.Union([Type.String(), Type.Null()]),
});

/** GET /api/account/personal-data: everything the shop holds about the caller. */
export const PersonalDataExport = Type.Object({
  status: Type.Literal(1),
  /** ISO date-time of the export */
  exportedAt: Type.String(),
  account: Type.Object({
    id: Type.Integer(),
    createdAt: Type.String(),
    importedFromOldSite: Type.Boolean(),
    consent: Consent,
    data: UserData,
  }),
  orders: Type.Array(Type.Object({ ...OrderDetail.properties, consent: Consent })),
});
export type PersonalDataExport = Static<typeof PersonalDataExport>;

/** POST /api/account/delete: the password again, so a forgotten open session cannot erase an account. */
export const DeleteAccountRequest = Type.Object({ password: Type.String({ minLength: 1, maxLength: 1000 }) }, { additionalProperties: false });
export type DeleteAccountRequest = Static<typeof DeleteAccountRequest>;
