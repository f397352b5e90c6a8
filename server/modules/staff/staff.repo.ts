import { and, asc, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { staff, staffSessions } from './staff.tables';

export type StaffRow = typeof staff.$inferSelect;
export type NewStaffRow = typeof staff.$inferInsert;

export async function findStaffByEmail(db: DbOrTx, email: string): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staff).where(sql`lower(${staff.email}) = lower(${email})`);
  return row;
}

export async function findStaffById(db: DbOrTx, id: number): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staff).where(eq(staff.id, id));
  return row;
}

export function listStaffRows(db: DbOrTx): Promise<StaffRow[]> {
  return db.select().from(staff).orderBy(asc(staff.id));
}

export async function insertStaff(db: DbOrTx, values: NewStaffRow): Promise<StaffRow> {
  const [row] = await db.insert(staff).values(values).returning();
  return row!;
}

export async function updateStaff(db: DbOrTx, id: number, patch: Partial<NewStaffRow>): Promise<StaffRow | undefined> {
  const [row] = await db.update(staff).set({ ...patch, updatedAt: new Date() }).where(eq(staff.id, id)).returning();
  return row;
}

/** Takes a TOTP time step only when it is newer than the last one used: a code works once. */
export async function claimTotpCounter(db: DbOrTx, id: number, counter: number): Promise<boolean> {
  const rows = await db.update(staff).set({ totpLastCounter: counter })
    .where(and(eq(staff.id, id), or(isNull(staff.totpLastCounter), lt(staff.totpLastCounter, counter))))
    .returning({ id: staff.id });
  return rows.length === 1;
}

export async function setTotpRequiredForAll(db: DbOrTx, required: boolean): Promise<void> {
  await db.update(staff).set({ totpRequired: required, updatedAt: new Date() });
}

/**
 * Whether the owner's "TOTP for everyone" is in force, so a newly added member inherits it: it always
 * covers the owners, so their flag is the policy.
 */
export async function totpRequiredPolicy(db: DbOrTx): Promise<boolean> {
  const [row] = await db.select({ id: staff.id }).from(staff)
    .where(and(eq(staff.active, true), eq(staff.role, 'owner'), eq(staff.totpRequired, true))).limit(1);
  return row !== undefined;
}

export async function insertSession(db: DbOrTx, values: typeof staffSessions.$inferInsert): Promise<void> {
  await db.insert(staffSessions).values(values);
}

/** The live session of a token hash with its active member: not revoked, before both its ends. */
export async function findLiveSession(db: DbOrTx, tokenHash: string, idleSince: Date) {
  const [row] = await db.select({ session: staffSessions, member: staff }).from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(and(
      eq(staffSessions.tokenHash, tokenHash), isNull(staffSessions.revokedAt), gt(staffSessions.expiresAt, new Date()),
      gt(staffSessions.lastSeenAt, idleSince), eq(staff.active, true),
    ));
  return row;
}

export async function touchSession(db: DbOrTx, id: number): Promise<void> {
  await db.update(staffSessions).set({ lastSeenAt: new Date() }).where(eq(staffSessions.id, id));
}

export async function revokeSession(db: DbOrTx, id: number): Promise<void> {
  await db.update(staffSessions).set({ revokedAt: new Date() }).where(and(eq(staffSessions.id, id), isNull(staffSessions.revokedAt)));
}

/** Ends every session of a member, except `keepId` (the one that asked, after a password change). */
export async function revokeSessionsOf(db: DbOrTx, staffId: number, keepId?: number): Promise<void> {
  await db.update(staffSessions).set({ revokedAt: new Date() }).where(and(
    eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt), ...(keepId === undefined ? [] : [ne(staffSessions.id, keepId)]),
  ));
}
