import { OLD_SITE_DATA, type LoginBody, type RegisterBody } from '../../../contract/account';
import type { Db, DbOrTx } from '../../db/client';
import type { AcceptedVersions } from '../content/content.service';
import { AppError } from '../../http/errors';
import { findUserByEmail, insertAuthToken, insertUser, revokeAuthToken } from './account.repo';
import { isUniqueViolation } from '../../db/driver-errors';
import { hashPassword, passwordErrors, verifyAgainstDummy, verifyPassword } from '../../shared/password';
import type { Principal } from '../../shared/principal';
import { hashToken, newToken } from './token';
import { isEmail } from './user-data-rules';
import { splitHungarianName } from './hungarian-name';

/** Bearer tokens live 30 days; logout or a password reset ends them sooner. */
const TOKEN_LIFETIME_MS = 30 * 24 * 3_600_000;
export const EMAIL_TAKEN = 'Ezzel az e-mail címmel már regisztráltak. Ha elfelejtette a jelszavát, kérjen újat.';

/** Issues a new bearer token; only its hash is stored. */
export async function issueBearerToken(db: DbOrTx, userId: number): Promise<string> {
  const token = newToken();
  await insertAuthToken(db, userId, hashToken(token), new Date(Date.now() + TOKEN_LIFETIME_MS));
  return token;
}

/** Registration refusals carry the spec's `errors` list (see contract/account.ts). */
function refuse(code: 'validation_failed' | 'email_taken', errors: string[]): AppError {
  return new AppError(code, 'Sikertelen regisztráció.', { errors });
}

function splitName(name: string): { szallitasVnev: string; szallitasKnev: string } {
  const { family, given } = splitHungarianName(name);
  return { szallitasVnev: family, szallitasKnev: given };
}

export function createSessions(db: Db, acceptedVersions: () => Promise<AcceptedVersions>) {
  return {
    async register(body: RegisterBody): Promise<{ token: string }> {
      const email = body.email.trim();
      const errors: string[] = [];
      if (body.name.trim() === '') errors.push('A név megadása kötelező.');
      if (!isEmail(email)) errors.push('Az e-mail cím formátuma hibás.');
      errors.push(...passwordErrors(body.password, body.password_confirmation));
      if (errors.length > 0) throw refuse('validation_failed', errors);
      if (await findUserByEmail(db, email)) throw refuse('email_taken', [EMAIL_TAKEN]);
      const passwordHash = await hashPassword(body.password);
      // The form cannot be sent without ticking the terms and the privacy statement (spec section 5).
      const consent = { ...(await acceptedVersions()), consentedAt: new Date() };
      try {
        return await db.transaction(async (tx) => {
          const user = await insertUser(tx, { email, passwordHash, ...splitName(body.name), ...consent });
          return { token: await issueBearerToken(tx, user.id) };
        });
      } catch (error) {
        // Two registrations of one address at the same moment: the unique index decides.
        if (isUniqueViolation(error)) throw refuse('email_taken', [EMAIL_TAKEN]);
        throw error;
      }
    },

    /** Always verifies one scrypt hash, the user's or a dummy, so timing does not reveal accounts. */
    async login(body: LoginBody): Promise<{ token: string }> {
      const user = await findUserByEmail(db, body.email.trim());
      const ok = user?.passwordHash ? await verifyPassword(body.password, user.passwordHash) : await verifyAgainstDummy(body.password);
      if (user && !user.passwordHash) throw new AppError('old_site_account', OLD_SITE_DATA);
      if (!user || !ok) throw new AppError('bad_credentials', 'Hibás e-mail cím vagy jelszó.');
      return { token: await issueBearerToken(db, user.id) };
    },

    /** Ends the caller's session; false for a guest or a session ended meanwhile. */
    async logout(principal: Principal): Promise<boolean> {
      return principal.kind === 'customer' ? revokeAuthToken(db, principal.tokenHash) : false;
    },
  };
}
