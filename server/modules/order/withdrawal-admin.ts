import {
  WITHDRAWAL_STATUS_LABELS, WithdrawalHandlingBody, type AdminWithdrawal, type WithdrawalStatus,
} from '../../../contract/withdrawal-admin';
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';
import { checkInput } from '../../shared/record-check';
import type { Principal, StaffPrincipal } from '../../shared/principal';
import { record } from '../audit/audit.service';
import { auditActorOf } from '../staff/staff.principal';
import { toWithdrawalRecord } from './customer-orders.mapper';
import {
  findWithdrawal, listWithdrawalLines, listWithdrawals, lockWithdrawal, updateWithdrawalHandling,
  type WithdrawalHeader, type WithdrawalLineRow, type WithdrawalPage,
} from './withdrawal.repo';

const NOT_FOUND = 'Nem található ilyen elállás.';
const budapestDay = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Budapest', year: 'numeric', month: '2-digit', day: '2-digit' });

function staffOnly(principal: Principal): asserts principal is StaffPrincipal {
  if (principal.kind !== 'staff') throw new AppError(principal.kind === 'guest' ? 'unauthorized' : 'forbidden', 'Ehhez személyzeti bejelentkezés szükséges.');
}

const statusOf = (value: string): WithdrawalStatus => (value in WITHDRAWAL_STATUS_LABELS ? (value as WithdrawalStatus) : 'open');

export function toAdminWithdrawal(header: WithdrawalHeader, lines: WithdrawalLineRow[], now = new Date()): AdminWithdrawal {
  const withdrawal = toWithdrawalRecord(header, lines);
  const status = statusOf(header.status);
  return {
    ...withdrawal, status, statusLabel: WITHDRAWAL_STATUS_LABELS[status],
    // Both are Budapest days as YYYY-MM-DD, so they compare as text.
    overdue: status === 'open' && budapestDay.format(now) > withdrawal.refundDueBy,
    refundedAt: header.refundedAt?.toISOString() ?? null, closedAt: header.closedAt?.toISOString() ?? null, staffNote: header.staffNote,
  };
}

/**
 * The back office's withdrawals: every one with its order, lines, sender and 14-day refund deadline,
 * and how staff handled it. open → refunded → closed, or open → closed with a reason (say the goods
 * never came back); asking for the state it is already in changes nothing, as with orders.
 */
export function createWithdrawalAdmin(db: Db) {
  async function read(principal: Principal, id: number): Promise<AdminWithdrawal> {
    staffOnly(principal);
    const row = await findWithdrawal(db, id);
    if (!row) throw new AppError('not_found', NOT_FOUND);
    return toAdminWithdrawal(row, await listWithdrawalLines(db, [id]));
  }

  async function handle(principal: Principal, id: number, to: 'refunded' | 'closed', body: WithdrawalHandlingBody): Promise<AdminWithdrawal> {
    staffOnly(principal);
    const note = (checkInput(WithdrawalHandlingBody, body).note ?? '').trim();
    await db.transaction(async (tx) => {
      const before = await lockWithdrawal(tx, id);
      if (!before) throw new AppError('not_found', NOT_FOUND);
      const from = statusOf(before.status);
      if (from === to) return;
      if (from === 'closed') throw new AppError('conflict', 'A lezárt elállás már nem módosítható.');
      if (to === 'closed' && from === 'open' && !note) {
        throw new AppError('validation_failed', 'Visszatérítés nélküli lezáráshoz írja meg az okát.', { fields: { note: 'Kötelező.' } });
      }
      const now = new Date();
      const staffNote = [before.staffNote, note].filter(Boolean).join('\n');
      const change = to === 'refunded' ? { status: to, refundedAt: now, staffNote } : { status: to, closedAt: now, staffNote };
      await updateWithdrawalHandling(tx, id, change);
      await record(tx, auditActorOf(principal), {
        action: `withdrawal.${to}`, entityType: 'withdrawal', entityId: id,
        before: { status: from, staffNote: before.staffNote }, after: { status: to, staffNote, at: now.toISOString() },
      });
    });
    return read(principal, id);
  }

  return {
    async list(principal: Principal, query: WithdrawalPage): Promise<{ total: number; items: AdminWithdrawal[] }> {
      staffOnly(principal);
      const { total, rows } = await listWithdrawals(db, query);
      const lines = await listWithdrawalLines(db, rows.map((row) => row.id));
      return { total, items: rows.map((row) => toAdminWithdrawal(row, lines)) };
    },
    read,
    /** The money went back to the customer (the note may say how: transfer, cash at the counter). */
    refund: (principal: Principal, id: number, body: WithdrawalHandlingBody) => handle(principal, id, 'refunded', body),
    /** Nothing more to do: after the refund, or without one with the reason in the note. */
    close: (principal: Principal, id: number, body: WithdrawalHandlingBody) => handle(principal, id, 'closed', body),
  };
}
