import { and, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { AuditEntry, AuditQuery } from '../../../contract/staff';
import type { Db, DbOrTx } from '../../db/client';
import { auditLog } from './audit.tables';

/** Who made a change: a signed-in staff member, or the command line (no staff id). */
export interface AuditActor {
  staffId: number | null;
  email: string;
  ip: string | null;
}

export interface AuditRecord {
  action: string;
  entityType: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
}

/**
 * Appends one entry; services call it with their own transaction, so the change and its record
 * commit or roll back together. There is deliberately no update or delete.
 */
export async function record(tx: DbOrTx, actor: AuditActor, entry: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    actorStaffId: actor.staffId,
    actorEmail: actor.email,
    ip: actor.ip,
    action: entry.action,
    entityType: entry.entityType,
    entityId: String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

function filters(query: AuditQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.actorId !== undefined) conditions.push(eq(auditLog.actorStaffId, query.actorId));
  if (query.entityType !== undefined) conditions.push(eq(auditLog.entityType, query.entityType));
  if (query.entityId !== undefined) conditions.push(eq(auditLog.entityId, query.entityId));
  if (query.from !== undefined) conditions.push(gte(auditLog.at, new Date(query.from)));
  if (query.to !== undefined) conditions.push(lte(auditLog.at, new Date(query.to)));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export function createAuditService(db: Db) {
  return {
    record,

    /** Newest first, one page; the caller has already checked that the reader is an owner. */
    async list(query: AuditQuery): Promise<{ total: number; items: AuditEntry[] }> {
      const where = filters(query);
      const [rows, [totals]] = await Promise.all([
        db.select().from(auditLog).where(where).orderBy(desc(auditLog.at), desc(auditLog.id))
          .limit(query.perPage).offset((query.page - 1) * query.perPage),
        db.select({ total: count() }).from(auditLog).where(where),
      ]);
      return {
        total: totals?.total ?? 0,
        items: rows.map((row) => ({
          id: row.id, at: row.at.toISOString(), actorId: row.actorStaffId, actorEmail: row.actorEmail, action: row.action,
          entityType: row.entityType, entityId: row.entityId, before: row.before, after: row.after, ip: row.ip,
        })),
      };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
