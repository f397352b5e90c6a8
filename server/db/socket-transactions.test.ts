import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from './client';
import { openEmbedded } from './embedded-owner';

const quiet = { error: () => {} };
let dir: string;
let server: Database;
let program: Database;

beforeAll(async () => {
  // Short: a Unix socket path has a limit of about 100 characters.
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sockx-'));
  server = await openEmbedded(dir, 'server', quiet);
  await server.db.execute(sql`create table marks (who text not null)`);
  program = await openEmbedded(dir, 'program', quiet);
}, 120_000);

afterAll(async () => {
  await program?.close();
  await server?.close();
  await fs.rm(dir, { recursive: true, force: true });
});

const marks = async (db: Database) =>
  (await queryRows<{ who: string }>(db.db, sql`select who from marks order by who`)).map((row) => row.who);

describe('a program transaction through the socket', () => {
  it("keeps the shop's own writes out of it: the shop waits for the program's ROLLBACK, then writes", async () => {
    await program.db.transaction(async (tx) => {
      await tx.execute(sql`insert into marks values ('program')`);
      // The shop writes while the program's transaction is open (then() starts Drizzle's lazy query) …
      void server.db.execute(sql`insert into marks values ('shop')`).then(() => {});
      await new Promise((resolve) => setTimeout(resolve, 100));
      // … and the program then rolls back: only its own row may go.
      tx.rollback();
    }).catch((error: unknown) => {
      if (!(error instanceof Error) || !/rollback/i.test(error.message)) throw error;
    });
    await expect.poll(() => marks(server)).toEqual(['shop']);
  });

  it("lets the shop's reads see a program's rows only after its COMMIT", async () => {
    let seenInside: string[] = [];
    await program.db.transaction(async (tx) => {
      await tx.execute(sql`insert into marks values ('committed')`);
      void marks(server).then((rows) => { seenInside = rows; });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(seenInside).toEqual([]);
    });
    await expect.poll(() => seenInside).toEqual(['committed', 'shop']);
  });
});
