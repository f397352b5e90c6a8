import { customType } from 'drizzle-orm/pg-core';

/** PostgreSQL full-text document; Drizzle has no built-in tsvector column. */
export const tsvector = customType<{ data: string }>({
  dataType() {
    return 'tsvector';
  },
});

/** Binary content (an invoice PDF, a mail attachment); node-postgres and PGlite both hand back a Buffer-like Uint8Array. */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType() {
    return 'bytea';
  },
  fromDriver(value) {
    return Buffer.from(value);
  },
});
