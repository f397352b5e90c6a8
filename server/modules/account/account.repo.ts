import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { authTokens, passwordResets, users } from './account.tables';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type UserDataColumns = Omit<NewUser, 'id' | 'passwordHash' | 'importedFromOldSite' | 'createdAt' | 'updatedAt'>;

export async function findUserByTokenHash(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({ user: users })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(and(eq(authTokens.tokenHash, tokenHash), isNull(authTokens.revokedAt), gt(authTokens.expiresAt, new Date())));
  return row?.user ?? null;
}

export async function findUserById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

/** E-mail addresses compare case-insensitively, matching the unique index on lower(email). */
export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`);
  return row ?? null;
}

export async function insertUser(db: DbOrTx, user: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(user).returning();
  return row!;
}

export async function updateUser(db: DbOrTx, id: number, values: Partial<NewUser>): Promise<void> {
  await db.update(users).set({ ...values, updatedAt: new Date() }).where(eq(users.id, id));
}

export async function insertAuthToken(db: DbOrTx, userId: number, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.insert(authTokens).values({ userId, tokenHash, expiresAt });
}

export async function revokeAuthToken(db: DbOrTx, tokenHash: string): Promise<boolean> {
  const rows = await db
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(authTokens.tokenHash, tokenHash), isNull(authTokens.revokedAt)))
    .returning({ id: authTokens.id });
  return rows.length > 0;
}

export async function revokeAllAuthTokens(db: DbOrTx, userId: number): Promise<void> {
  await db.update(authTokens).set({ revokedAt: new Date() }).where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)));
}

export async function insertPasswordReset(db: DbOrTx, reset: typeof passwordResets.$inferInsert): Promise<void> {
  await db.insert(passwordResets).values(reset);
}

/** An unused, unexpired reset whose e-mail is still the account's address. */
export async function findOpenReset(db: DbOrTx, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ id: passwordResets.id, userId: passwordResets.userId, email: passwordResets.email })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(and(
      eq(passwordResets.tokenHash, tokenHash),
      isNull(passwordResets.usedAt),
      gt(passwordResets.expiresAt, now),
      sql`lower(${users.email}) = lower(${passwordResets.email})`,
    ));
  return row ?? null;
}

/** Marks one reset used; false when another request used it first. */
export async function useReset(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.id, id), isNull(passwordResets.usedAt)))
    .returning({ id: passwordResets.id });
  return rows.length > 0;
}

export async function voidOpenResets(db: DbOrTx, userId: number): Promise<void> {
  await db.update(passwordResets).set({ usedAt: new Date() }).where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

export async function lockUser(db: DbOrTx, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
  return row ?? null;
}

/** Removes the account; its tokens and password resets go with it (ON DELETE CASCADE). */
export async function deleteUser(db: DbOrTx, id: number): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}
