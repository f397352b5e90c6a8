import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { addStaff, call, login, signIn, uniqueEmail } from './staff-test-helpers';

let t: TestApp;
let owner: { id: number; email: string };
let ownerCookie: string;
beforeAll(async () => {
  t = await createTestApp({ WEB_DIR: '/nonexistent-web-dir' });
  owner = await addStaff(t, 'owner');
  ownerCookie = await signIn(t, owner.email);
});
afterAll(() => t.close());

const audit = async (query: string) => (await call(t, 'GET', `/api/admin/audit?${query}`, { cookie: ownerCookie })).json();

describe('staff accounts (owner)', () => {
  it('adds a member, who can then sign in; the list shows no secrets; the change is audited with the owner as actor', async () => {
    const email = uniqueEmail('uj');
    const res = await call(t, 'POST', '/api/admin/staff', { cookie: ownerCookie, payload: { email, name: 'Nagy Péter', role: 'staff', password: 'eleg-hosszu-jelszo' } });
    expect(res.statusCode).toBe(200);
    const { staff } = res.json();
    expect(staff).toMatchObject({ email, name: 'Nagy Péter', role: 'staff', active: true });
    expect((await login(t, { email, password: 'eleg-hosszu-jelszo' })).statusCode).toBe(200);
    const list = await call(t, 'GET', '/api/admin/staff', { cookie: ownerCookie });
    expect(list.json().staff).toContainEqual(staff);
    expect(list.body).not.toMatch(/hash|scrypt|secret/i);
    const { items } = await audit(`entityType=staff&entityId=${staff.id}`);
    expect(items).toEqual([expect.objectContaining({ action: 'staff.add', actorId: owner.id, actorEmail: owner.email, before: null, after: staff })]);
    expect(items[0].ip).toMatch(/^10\./);
  });

  it('refuses a taken e-mail in any case, a bad e-mail, a short password and an unknown role', async () => {
    const taken = await addStaff(t, 'staff');
    const add = (payload: object) => call(t, 'POST', '/api/admin/staff', { cookie: ownerCookie, payload: { email: uniqueEmail('x'), name: '', role: 'staff', password: 'eleg-hosszu-jelszo', ...payload } });
    const dup = await add({ email: taken.email.toUpperCase() });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ error: 'email_taken', message: 'Ezzel az e-mail címmel már van munkatársi fiók.' });
    const bad = await add({ email: 'nem-email', password: 'rovid' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.errors).toEqual(['Az e-mail cím formátuma hibás.', 'A jelszónak legalább 12 karakterből kell állnia.']);
    expect((await add({ role: 'admin' })).statusCode).toBe(400);
  });

  it('deactivates a member: their sessions end, they cannot sign in, and before/after are audited', async () => {
    const member = await addStaff(t, 'staff');
    const cookie = await signIn(t, member.email);
    const res = await call(t, 'POST', `/api/admin/staff/${member.id}/deactivate`, { cookie: ownerCookie });
    expect(res.json()).toMatchObject({ status: 1, staff: { id: member.id, active: false } });
    expect((await call(t, 'GET', '/api/admin/me', { cookie })).statusCode).toBe(401);
    expect((await login(t, { email: member.email })).statusCode).toBe(401);
    const { items } = await audit(`entityType=staff&entityId=${member.id}`);
    expect(items[0]).toMatchObject({ action: 'staff.deactivate', before: { active: true }, after: { active: false } });
  });

  it("refuses to deactivate the owner's own account and an unknown id", async () => {
    const own = await call(t, 'POST', `/api/admin/staff/${owner.id}/deactivate`, { cookie: ownerCookie });
    expect(own.statusCode).toBe(409);
    expect(own.json()).toMatchObject({ message: 'A saját fiókját nem kapcsolhatja ki.' });
    expect((await call(t, 'GET', '/api/admin/me', { cookie: ownerCookie })).statusCode).toBe(200);
    expect((await call(t, 'POST', '/api/admin/staff/999999/deactivate', { cookie: ownerCookie })).statusCode).toBe(404);
    expect((await call(t, 'POST', '/api/admin/staff/abc/deactivate', { cookie: ownerCookie })).statusCode).toBe(400);
  });
});

describe('GET /api/admin/audit', () => {
  it('pages newest first and filters by actor, entity and date range', async () => {
    const other = await addStaff(t, 'owner');
    const otherCookie = await signIn(t, other.email);
    const made = [];
    for (let i = 0; i < 3; i++) {
      made.push((await call(t, 'POST', '/api/admin/staff', { cookie: otherCookie, payload: { email: uniqueEmail('lap'), name: '', role: 'staff', password: 'eleg-hosszu-jelszo' } })).json().staff.id);
    }
    const first = await audit(`actorId=${other.id}&perPage=2`);
    expect(first.total).toBe(3);
    expect(first.items.map((e: { entityId: string }) => Number(e.entityId))).toEqual([made[2], made[1]]);
    expect((await audit(`actorId=${other.id}&perPage=2&page=2`)).items.map((e: { entityId: string }) => Number(e.entityId))).toEqual([made[0]]);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect((await audit(`actorId=${other.id}&from=${encodeURIComponent(future)}`)).total).toBe(0);
    expect((await audit(`actorId=${other.id}&to=${encodeURIComponent(future)}`)).total).toBe(3);
  });

  it('rejects bad paging and dates with 400', async () => {
    for (const query of ['perPage=101', 'page=0', 'from=tegnap', 'actorId=x']) {
      expect((await call(t, 'GET', `/api/admin/audit?${query}`, { cookie: ownerCookie })).statusCode, query).toBe(400);
    }
  });

  it('cannot be rewritten, even with SQL: the database refuses UPDATE, DELETE and TRUNCATE', async () => {
    await addStaff(t, 'staff');
    for (const statement of [sql`update audit_log set action = 'x'`, sql`delete from audit_log`, sql`truncate audit_log`]) {
      await expect(t.database.db.execute(statement)).rejects.toThrow();
    }
    expect((await audit('')).total).toBeGreaterThan(0);
  });
});
