import type { CustomerSummary } from '../../../contract/customers-admin';
import type { users } from './account.tables';

type UserRow = typeof users.$inferSelect;

/** The spec's user data fields (section 3), where internal names meet the API's Hungarian ones. */
export interface UserData {
  email: string;
  szallitas_vnev: string;
  szallitas_knev: string;
  szallitas_irsz: string;
  szallitas_varos: string;
  szallitas_utca: string;
  szallitas_telefonszam: string;
  szamla_nev: string;
  adoszam: string;
  szamla_irsz: string;
  szamla_varos: string;
  szamla_utca: string;
}

export function toUserData(user: UserRow): UserData {
  return {
    email: user.email,
    szallitas_vnev: user.szallitasVnev,
    szallitas_knev: user.szallitasKnev,
    szallitas_irsz: user.szallitasIrsz,
    szallitas_varos: user.szallitasVaros,
    szallitas_utca: user.szallitasUtca,
    szallitas_telefonszam: user.szallitasTelefonszam,
    szamla_nev: user.szamlaNev,
    adoszam: user.adoszam,
    szamla_irsz: user.szamlaIrsz,
    szamla_varos: user.szamlaVaros,
    szamla_utca: user.szamlaUtca,
  };
}

/** A customer as the back office lists them. */
export function toCustomerSummary(user: UserRow): CustomerSummary {
  return {
    id: user.id,
    email: user.email,
    name: `${user.szallitasVnev} ${user.szallitasKnev}`.trim(),
    phone: user.szallitasTelefonszam,
    town: user.szallitasVaros,
    oldSite: user.importedFromOldSite,
    hasPassword: user.passwordHash !== null,
    createdAt: user.createdAt.toISOString(),
  };
}
