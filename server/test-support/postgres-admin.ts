/** The migrated database every PostgreSQL test database is copied from. */
export const TEMPLATE_DB = 'shop_test_template';

export function adminUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
