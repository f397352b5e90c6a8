import { parseArgs } from 'node:util';
import { STAFF_ROLES, type StaffRole } from '../../contract/staff';
import { openServices } from '../../server/services';
import { readPassword } from './read-password';

const USAGE = 'Használat: npm run staff:add -- --email tulajdonos@example.hu --role owner|staff [--name "Név"]\n'
  + 'A jelszót a program a terminálon kérdezi meg, vagy a szabványos bemenet első sorából olvassa.';
const ROLE_NAMES: Record<StaffRole, string> = { owner: 'tulajdonos', staff: 'munkatárs' };

function parse(): { email: string; role: StaffRole; name: string } | null {
  const { values } = parseArgs({ options: { email: { type: 'string' }, role: { type: 'string' }, name: { type: 'string' } } });
  const role = STAFF_ROLES.find((r) => r === values.role);
  if (!values.email || !role) return null;
  return { email: values.email, role, name: values.name ?? '' };
}

/** `npm run staff:add`: creates a back-office account, the first owner included, in the configured database. */
async function main(): Promise<number> {
  let args;
  try {
    args = parse();
  } catch {
    args = null;
  }
  if (!args) {
    console.error(USAGE);
    return 2;
  }
  const password = await readPassword();
  const opened = await openServices();
  try {
    const member = await opened.services.staff.add({ kind: 'cli' }, { ...args, password });
    console.log(`Fiók létrehozva: ${member.email} (${ROLE_NAMES[member.role]}). Belépés: ${opened.config.publicUrl}/admin`);
    return 0;
  } finally {
    await opened.close();
  }
}

// Service refusals (taken e-mail, short password) and configuration errors carry a message for a person.
main().then((code) => process.exit(code), (error: unknown) => {
  console.error(`Hiba: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
