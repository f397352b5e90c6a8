import { AppError } from '../../http/errors';
import type { AuditActor } from '../audit/audit.service';
import type { StaffPrincipal } from '../../shared/principal';

export type { StaffPrincipal };

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
