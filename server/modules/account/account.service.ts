import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { AcceptedVersions } from '../content/content.service';
import type { MailShop } from '../mail/mail.service';
import { createPasswordReset } from './account.password-reset';
import { createPersonalData, type PersonalRecords } from './account.personal-data';
import { createProfile } from './account.profile';
import { createCustomersImport } from './customers-import';
import { findUserById, findUserByTokenHash } from './account.repo';
import { createSessions } from './account.sessions';
import { toUserData, type UserData } from './account.mapper';
import { GUEST, type Principal } from '../../shared/principal';
import { hashToken } from './token';

/** What other modules may ask of accounts (the cart ties carts to users and prefills order data). */
export interface AccountLookup {
  /** The customer a bearer token belongs to; a guest for an unknown, expired or revoked token. */
  principalOf(bearerToken: string): Promise<Principal>;
  /** The user's saved shipping and billing data, or null when the user does not exist. */
  userData(userId: number): Promise<UserData | null>;
}

export type { ErasureActor, PersonalRecords } from './account.personal-data';

export interface AccountDeps {
  /** the versions of the terms and the privacy statement a registration accepts */
  acceptedVersions(): Promise<AcceptedVersions>;
  records: PersonalRecords;
  mailShop(): Promise<MailShop | null>;
}

export function createAccountService(db: Db, config: Config, deps: AccountDeps) {
  const lookup: AccountLookup = {
    async principalOf(bearerToken) {
      const tokenHash = hashToken(bearerToken);
      const user = await findUserByTokenHash(db, tokenHash);
      return user ? { kind: 'customer', userId: user.id, email: user.email, tokenHash } : GUEST;
    },
    async userData(userId) {
      const user = await findUserById(db, userId);
      return user ? toUserData(user) : null;
    },
  };
  const sessions = createSessions(db, deps.acceptedVersions);
  const personalData = createPersonalData(db, deps);
  const profile = createProfile(db, config, deps.mailShop);
  return {
    ...lookup,
    register: sessions.register,
    login: sessions.login,
    logout: sessions.logout,
    /** The caller's own data; null for a guest (the spec's logged-out answer). */
    async currentUserData(principal: Principal): Promise<UserData | null> {
      return principal.kind === 'customer' ? lookup.userData(principal.userId) : null;
    },
    saveUserData: profile.save,
    passwordReset: createPasswordReset(db, config, deps.mailShop),
    importCustomers: createCustomersImport(db),
    /** everything the shop holds about a customer, as one JSON document (GDPR art. 15 and 20) */
    exportPersonalData: personalData.exportPersonalData,
    /** erases the account; orders keep the anonymised snapshot accounting needs (GDPR art. 17) */
    anonymise: personalData.anonymise,
    deleteOwnAccount: personalData.deleteOwnAccount,
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
