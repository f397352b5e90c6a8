import type { StaffMember } from '../../../contract/staff';
import type { StaffRow } from './staff.repo';

/** The public shape of a member: never the password hash or the TOTP secret (also what the audit log keeps). */
export function toStaffMember(row: StaffRow): StaffMember {
  return {
    id: row.id, email: row.email, name: row.name, role: row.role, active: row.active,
    totpEnabled: row.totpEnabled, totpRequired: row.totpRequired, createdAt: row.createdAt.toISOString(),
  };
}
