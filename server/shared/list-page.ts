import { MAX_LIST_OFFSET } from '../../contract/admin-list';

/** The rows of one back-office list page; pages past MAX_LIST_OFFSET show its last reachable window. */
export function pageWindow(query: { page: number; perPage: number }): { limit: number; offset: number } {
  return { limit: query.perPage, offset: Math.min((query.page - 1) * query.perPage, MAX_LIST_OFFSET) };
}

/** `%text%` for ILIKE, with the pattern characters the visitor typed taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
