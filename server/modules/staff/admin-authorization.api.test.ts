import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices } from '../../services';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { registerUser } from '../account/account-test-helpers';
import { addStaff, call, PASSWORD, uniqueEmail } from './staff-test-helpers';

/**
 * Who may call each back-office route. Every /api/admin route the app registers must be here, so a new
 * admin call without a rule fails this test. 'session': any signed-in member, even one who still has
 * to set up a required TOTP; 'staff': any member; 'owner': owners only; 'public': sign-in itself.
 */
const RULES: Record<string, 'public' | 'session' | 'staff' | 'owner'> = {
  'POST /api/admin/login': 'public',
  'POST /api/admin/logout': 'session',
  'GET /api/admin/me': 'session',
  'POST /api/admin/totp/enrol': 'session',
  'POST /api/admin/totp/confirm': 'session',
  'POST /api/admin/password': 'staff',
  'GET /api/admin/staff': 'owner',
  'POST /api/admin/staff': 'owner',
  'POST /api/admin/staff/:id/deactivate': 'owner',
  'POST /api/admin/staff/require-totp': 'owner',
  'GET /api/admin/audit': 'owner',
  'GET /api/admin/products/:id/photos': 'staff',
  'POST /api/admin/products/:id/photos': 'staff',
  'POST /api/admin/products/:id/photos/reorder': 'staff',
  'POST /api/admin/products/:id/photos/:photoId/delete': 'staff',
  'POST /api/admin/products/:id/downloads': 'staff',
  'POST /api/admin/products/:id/downloads/delete': 'staff',
  'GET /api/admin/invoicing': 'staff',
  'GET /api/admin/orders/:id/invoices': 'staff',
  'GET /api/admin/orders/:id/invoices/:kind/pdf': 'staff',
  'POST /api/admin/orders/:id/invoices/:kind/retry': 'staff',
  'GET /api/admin/orders': 'staff',
  'GET /api/admin/orders/export.csv': 'staff',
  'GET /api/admin/orders/:id': 'staff',
  'POST /api/admin/orders/:id': 'staff',
  'POST /api/admin/orders/:id/status': 'staff',
  'POST /api/admin/orders/:id/paid': 'staff',
  'POST /api/admin/orders/:id/comments': 'staff',
  'GET /api/admin/dashboard': 'staff',
  'GET /api/admin/withdrawals': 'staff',
  'GET /api/admin/withdrawals/:id': 'staff',
  'POST /api/admin/withdrawals/:id/refund': 'staff',
  'POST /api/admin/withdrawals/:id/close': 'staff',
  'GET /api/admin/customers': 'staff',
  'GET /api/admin/customers/:id': 'staff',
  'POST /api/admin/customers/:id/password-reset': 'staff',
  'GET /api/admin/customers/:id/export': 'staff',
  'POST /api/admin/customers/:id/anonymise': 'staff',
  'GET /api/admin/settings': 'owner',
  'POST /api/admin/settings': 'owner',
  'GET /api/admin/products': 'staff',
  'GET /api/admin/products/:id': 'staff',
  'POST /api/admin/products/:id': 'staff',
  'POST /api/admin/products/bulk': 'staff',
  'POST /api/admin/variants': 'staff',
  'POST /api/admin/variants/:id': 'staff',
  'GET /api/admin/categories': 'staff',
  'GET /api/admin/categories/:id': 'staff',
  'POST /api/admin/categories/:id': 'staff',
  'POST /api/admin/categories/:id/reorder': 'staff',
  'GET /api/admin/brands': 'staff',
  'POST /api/admin/brands': 'staff',
  'GET /api/admin/brands/:id': 'staff',
  'POST /api/admin/brands/:id': 'staff',
  'GET /api/admin/bike-manufacturers': 'staff',
  'GET /api/admin/bike-types': 'staff',
  'GET /api/admin/fitment/:id': 'staff',
  'POST /api/admin/fitment/:id/link': 'staff',
  'POST /api/admin/fitment/:id/unlink': 'staff',
  'POST /api/admin/fitment/:id/universal': 'staff',
  'POST /api/admin/fitment-import': 'staff',
  'GET /api/admin/pages': 'staff',
  'GET /api/admin/pages/:id': 'staff',
  'POST /api/admin/pages': 'staff',
  'POST /api/admin/pages/:id': 'staff',
  'GET /api/admin/sliders': 'staff',
  'GET /api/admin/sliders/:id': 'staff',
  'POST /api/admin/sliders': 'staff',
  'POST /api/admin/sliders/:id': 'staff',
  'GET /api/admin/current-topics': 'staff',
  'GET /api/admin/current-topics/:id': 'staff',
  'POST /api/admin/current-topics': 'staff',
  'POST /api/admin/current-topics/:id': 'staff',
  'GET /api/admin/popups': 'staff',
  'GET /api/admin/popups/:id': 'staff',
  'POST /api/admin/popups': 'staff',
  'POST /api/admin/popups/:id': 'staff',
  'GET /api/admin/search-synonyms': 'staff',
  'POST /api/admin/search-synonyms': 'staff',
  'POST /api/admin/search-synonyms/:id/delete': 'staff',
  'GET /api/admin/search-zero-results': 'staff',
  'GET /api/admin/imports': 'staff',
  'POST /api/admin/imports': 'staff',
  'GET /api/admin/imports/:id': 'staff',
  'POST /api/admin/imports/:id/apply': 'staff',
  'GET /api/admin/catalogue-export': 'staff',
  'GET /api/admin/supplier-feed': 'staff',
  'POST /api/admin/supplier-feed': 'owner',
  'POST /api/admin/supplier-feed/run': 'staff',
};

type Caller = 'guest' | 'customer' | 'pendingTotp' | 'staff' | 'owner';
const CALLERS: Caller[] = ['guest', 'customer', 'pendingTotp', 'staff', 'owner'];

/** The routes from Fastify's route tree print (`├── /path (GET, HEAD)`, children indented under parents). */
function registeredRoutes(tree: string): string[] {
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (\S+)(?: \(([^)]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack[depth] = (depth > 0 ? stack[depth - 1]! : '') + match[2]!;
    for (const method of match[3]?.split(', ') ?? []) if (method !== 'HEAD') routes.push(`${method} ${stack[depth]}`);
  }
  return routes;
}

function expected(rule: (typeof RULES)[string], caller: Caller): 'open' | 401 | 403 {
  if (rule === 'public') return 'open';
  if (caller === 'guest' || caller === 'customer') return 401;
  if (rule === 'owner' && caller !== 'owner') return 403;
  if (rule !== 'session' && caller === 'pendingTotp') return 403;
  return 'open';
}

let t: TestApp;
let customerToken: string;
let victimId: number;
beforeAll(async () => {
  t = await createTestApp({ WEB_DIR: '/nonexistent-web-dir' });
  customerToken = await registerUser(t, uniqueEmail('vevo'));
  victimId = (await addStaff(t, 'staff')).id;
});
afterAll(() => t.close());

/**
 * One session per kind of caller, signed in through the service (so the sign-in rate limit does not
 * interfere) and reused across calls: scrypt makes each sign-in cost. Logout ends a session, so the
 * sessions are signed in again after it.
 */
const sessions = new Map<Caller, string>();
async function cookieOf(caller: Caller): Promise<string | undefined> {
  if (caller === 'guest' || caller === 'customer') return undefined;
  const known = sessions.get(caller);
  if (known) return known;
  const member = await addStaff(t, caller === 'owner' ? 'owner' : 'staff');
  if (caller === 'pendingTotp') await t.database.db.execute(sql`update staff set totp_required = true where id = ${member.id}`);
  const services = createServices(t.database.db, t.config);
  const { token } = await services.staff.signIn({ email: member.email, password: PASSWORD }, { ip: '127.0.0.1', userAgent: 'teszt' });
  sessions.set(caller, token);
  return token;
}

describe('authorisation matrix of /api/admin', () => {
  const tree = () => t.app.printRoutes({ commonPrefix: false });

  it('has a rule for every registered admin route, and every rule names a registered route', () => {
    const admin = registeredRoutes(tree()).filter((route) => route.split(' ')[1]!.startsWith('/api/admin'));
    expect(admin).toContain('POST /api/admin/login');
    expect(admin.sort()).toEqual(Object.keys(RULES).sort());
  });

  for (const [route, rule] of Object.entries(RULES)) {
    it(`${route}: ${rule}`, async () => {
      const [method, path] = route.split(' ') as ['GET' | 'POST', string];
      for (const caller of CALLERS) {
        const cookie = await cookieOf(caller);
        const res = await call(t, method, path.replace(':id', String(victimId)), {
          ...(cookie ? { cookie } : {}), ...(caller === 'customer' ? { token: customerToken } : {}),
        });
        const want = expected(rule, caller);
        if (want === 'open') expect([401, 403], `${caller}: ${res.body}`).not.toContain(res.statusCode);
        else expect(res.statusCode, `${caller}: ${res.body}`).toBe(want);
      }
      if (path === '/api/admin/logout') sessions.clear();
    });
  }
});
