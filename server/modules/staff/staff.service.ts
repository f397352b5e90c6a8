import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createStaffAccounts } from './staff.accounts';
import { createOwnAccount } from './staff.own-account';
import { createStaffSignIn } from './staff.sign-in';

/** The back office's people: sign-in and sessions, each member's own account, and the owner's staff management. */
export function createStaffService(db: Db, config: Config) {
  return {
    ...createStaffSignIn(db),
    ...createOwnAccount(db, config),
    ...createStaffAccounts(db),
  };
}

export type StaffService = ReturnType<typeof createStaffService>;

/** Who may change what: other modules' staff use cases take these and record them in the audit log. */
export { auditActorOf, CLI_ACTOR, type StaffActor } from './staff.principal';
