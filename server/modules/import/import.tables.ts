import { integer, jsonb, pgTable, serial, text, timestamp, boolean } from 'drizzle-orm/pg-core';
import type { ImportReport } from '../../../contract/admin/import-types';

/** Every catalogue import (upload, command line, supplier feed) with its dry-run and applied reports. */
export const catalogueImports = pgTable('catalogue_imports', {
  id: serial().primaryKey(),
  /** 'upload' | 'cli' | 'feed' */
  source: text().notNull(),
  fileName: text().notNull(),
  /** 'dryRun' | 'applying' | 'done' | 'failed' */
  state: text().notNull(),
  startedBy: text().notNull(),
  dryRun: jsonb().$type<ImportReport>().notNull(),
  applied: jsonb().$type<ImportReport>(),
  error: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp({ withTimezone: true }),
});

/** The one supplier feed (row id 1): where, how often, and when it last ran. */
export const supplierFeed = pgTable('supplier_feed', {
  id: integer().primaryKey(),
  url: text().notNull().default(''),
  intervalMinutes: integer().notNull().default(1440),
  enabled: boolean().notNull().default(false),
  lastRunAt: timestamp({ withTimezone: true }),
  lastImportId: integer(),
});
