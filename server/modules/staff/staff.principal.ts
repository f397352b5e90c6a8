import type { StaffRole } from '../../../contract/staff';
import { AppError } from '../../http/errors';
import type { AuditActor } from '../audit/audit.service';

/** A signed-in member, as resolved from the session cookie once per request. */
export interface StaffPrincipal {
  kind: 'staff';
  id: number;
  email: string;
  role: StaffRole;
  sessionId: number;
  ip: string | null;
  /** the owner requires TOTP and this member has not set it up: only enrolment is open */
  totpSetupRequired: boolean;
}

/** The command line (`npm run staff:add`) acts with the owner's rights: it needs shell access to the shop. */
export interface CliActor {
  kind: 'cli';
}

export type StaffActor = StaffPrincipal | CliActor;

export const CLI_ACTOR: CliActor = { kind: 'cli' };

export function auditActorOf(actor: StaffActor): AuditActor {
  return actor.kind === 'cli' ? { staffId: null, email: 'parancssor', ip: null } : { staffId: actor.id, email: actor.email, ip: actor.ip };
}

export function requireOwner(actor: StaffActor): void {
  if (actor.kind === 'staff' && actor.role !== 'owner') throw new AppError('forbidden', 'Ehhez a művelethez tulajdonosi jogosultság szükséges.');
}
