import { customType } from 'drizzle-orm/pg-core';

/** PostgreSQL full-text document; Drizzle has no built-in tsvector column. */
export const tsvector = customType<{ data: string }>({
  dataType() {
    return 'tsvector';
  },
});
