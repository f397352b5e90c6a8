import { createHash } from 'node:crypto';

/**
 * The migrated database every PostgreSQL test database is copied from. Named after the checkout, so
 * test runs of several checkouts on one PostgreSQL server never drop each other's template.
 */
export const TEMPLATE_DB = `shop_test_template_${createHash('sha256').update(process.cwd()).digest('hex').slice(0, 8)}`;

export function adminUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
