import { Type, type Static } from 'typebox';

/**
 * The account calls of spec section 7. Field names are the spec's; shapes the spec leaves open are
 * decided here and documented per schema.
 */

/**
 * A failed login of an account imported from the old site (it has no password yet): HTTP 401 with
 * `Content-Type: text/plain` and exactly this body, as the spec's error catalogue (section 8) names it.
 * Every other login failure is a 401 JSON error body.
 */
export const OLD_SITE_DATA = 'Old site data';

/** Passwords: at least 8 characters (a sane floor), at most 200 (scrypt input stays bounded). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;

const Text = (maxLength: number) => Type.String({ maxLength });

export const RegisterBody = Type.Object({
  name: Text(200),
  email: Text(254),
  password: Text(1000),
  password_confirmation: Text(1000),
});
export type RegisterBody = Static<typeof RegisterBody>;

/** POST /api/register and POST /api/login on success; the user is logged in with this bearer token. */
export const TokenResponse = Type.Object({ token: Type.String() });
export type TokenResponse = Static<typeof TokenResponse>;

/**
 * A refused registration (4xx): Hungarian messages; those about the address contain 'e-mail', those
 * about the password contain 'jelszó', so the page can show each at its field.
 */
export const RegisterErrors = Type.Object({
  status: Type.Literal(0),
  error: Type.String(),
  message: Type.String(),
  errors: Type.Array(Type.String()),
});
export type RegisterErrors = Static<typeof RegisterErrors>;

export const LoginBody = Type.Object({ email: Text(254), password: Text(1000) });
export type LoginBody = Static<typeof LoginBody>;

/** The spec's user data fields (section 3). */
export const UserData = Type.Object({
  email: Text(254),
  szallitas_vnev: Text(100),
  szallitas_knev: Text(100),
  szallitas_irsz: Text(10),
  szallitas_varos: Text(100),
  szallitas_utca: Text(200),
  szallitas_telefonszam: Text(30),
  szamla_nev: Text(200),
  adoszam: Text(20),
  szamla_irsz: Text(10),
  szamla_varos: Text(100),
  szamla_utca: Text(200),
});
export type UserData = Static<typeof UserData>;
export type UserDataField = keyof UserData;

/** GET /api/getUserData; without a valid bearer token a 401 whose body has no `status` at all. */
export const UserDataResponse = Type.Object({ status: Type.Literal(1), user: UserData });
export type UserDataResponse = Static<typeof UserDataResponse>;

/**
 * POST /api/saveUserData answers `{status: 1}`; a refused save is a 400 error body whose
 * `details.fields` maps each wrong field to its Hungarian message.
 */
export const StatusOk = Type.Object({ status: Type.Literal(1) });
export type StatusOk = Static<typeof StatusOk>;
export interface FieldErrorDetails {
  fields: Partial<Record<UserDataField, string>>;
}

export const PasswordCreateBody = Type.Object({ email: Text(254) });
/** password/create success; failures are error bodies whose `message` the page shows. */
export const MessageResponse = Type.Object({ message: Type.String() });
export type MessageResponse = Static<typeof MessageResponse>;

/** GET /api/password/find/{token} when the token is valid; otherwise a 404 error body with `message`. */
export const PasswordFindResponse = Type.Object({ email: Type.String() });
export type PasswordFindResponse = Static<typeof PasswordFindResponse>;

export const PasswordResetBody = Type.Object({
  email: Text(254),
  token: Text(200),
  password: Text(1000),
  password_confirmation: Text(1000),
});
export type PasswordResetBody = Static<typeof PasswordResetBody>;
/** password/reset success: the account's id. Failures are error bodies with `message`. */
export const PasswordResetResponse = Type.Object({ id: Type.Integer() });
export type PasswordResetResponse = Static<typeof PasswordResetResponse>;
