import { Type, type Static } from 'typebox';

/** The back office's staff and audit calls under /api/admin (not part of the storefront spec). */

export const STAFF_ROLES = ['owner', 'staff'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
/** Staff passwords open every order and customer: longer than a shopper's minimum. */
export const STAFF_PASSWORD_MIN_LENGTH = 12;

const Email = Type.String({ minLength: 3, maxLength: 254 });
const Password = Type.String({ minLength: 1, maxLength: 200 });
/** Six digits from an authenticator app; spaces are allowed as apps display "123 456". */
const TotpCode = Type.String({ pattern: '^\\s*\\d{3}\\s?\\d{3}\\s*$' });
const Ok = Type.Literal(1);
const Role = Type.Union([Type.Literal('owner'), Type.Literal('staff')]);

export const StaffMember = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  name: Type.String(),
  role: Role,
  active: Type.Boolean(),
  totpEnabled: Type.Boolean(),
  totpRequired: Type.Boolean(),
  createdAt: Type.String({ format: 'date-time' }),
});
export type StaffMember = Static<typeof StaffMember>;

export const StaffLoginBody = Type.Object({ email: Email, password: Password, code: Type.Optional(TotpCode) }, { additionalProperties: false });
export type StaffLoginBody = Static<typeof StaffLoginBody>;

/** Sign-in and /me: the signed-in member; totpSetupRequired means only TOTP enrolment is open until it is done. */
export const StaffSessionResponse = Type.Object({ status: Ok, staff: StaffMember, totpSetupRequired: Type.Boolean() });
export const StatusOkResponse = Type.Object({ status: Ok });

/** The secret once, as text and as the otpauth:// URI an authenticator app scans from a QR code. */
export const TotpEnrolResponse = Type.Object({ status: Ok, secret: Type.String(), uri: Type.String() });
export const TotpConfirmBody = Type.Object({ code: TotpCode }, { additionalProperties: false });

export const ChangePasswordBody = Type.Object({ currentPassword: Password, newPassword: Password }, { additionalProperties: false });
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

export const AddStaffBody = Type.Object({
  email: Email,
  name: Type.String({ maxLength: 200 }),
  role: Role,
  password: Password,
}, { additionalProperties: false });
export type AddStaffBody = Static<typeof AddStaffBody>;

export const StaffIdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
export const StaffResponse = Type.Object({ status: Ok, staff: StaffMember });
export const StaffListResponse = Type.Object({ status: Ok, staff: Type.Array(StaffMember) });
export const RequireTotpBody = Type.Object({ required: Type.Boolean() }, { additionalProperties: false });

export const AuditQuery = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
  perPage: Type.Integer({ minimum: 1, maximum: 100, default: 25 }),
  actorId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
  entityType: Type.Optional(Type.String({ minLength: 1, maxLength: 50 })),
  entityId: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  from: Type.Optional(Type.String({ format: 'date-time' })),
  to: Type.Optional(Type.String({ format: 'date-time' })),
}, { additionalProperties: false });
export type AuditQuery = Static<typeof AuditQuery>;

export const AuditEntry = Type.Object({
  id: Type.Integer(),
  at: Type.String({ format: 'date-time' }),
  actorId: Type.Union([Type.Integer(), Type.Null()]),
  actorEmail: Type.String(),
  action: Type.String(),
  entityType: Type.String(),
  entityId: Type.String(),
  before: Type.Unknown(),
  after: Type.Unknown(),
  ip: Type.Union([Type.String(), Type.Null()]),
});
export type AuditEntry = Static<typeof AuditEntry>;
export const AuditListResponse = Type.Object({ status: Ok, total: Type.Integer(), items: Type.Array(AuditEntry) });
