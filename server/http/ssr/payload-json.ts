import type { RenderResult } from '../../../web/entry-server';
import { scriptSafeJson } from '../../modules/seo/seo-head';

type SsrPayload = RenderResult['payload'];

/**
 * The script-safe JSON of each answer a page carries, by the answer object. The header's category tree
 * (8.5 kB of a product page's 13 kB of data), the content pages and the popup are the same cached objects
 * on every page until they change, and serialising them again was most of a page's `scriptSafeJson` time.
 * Answers are never changed in place (the response caches share them between requests already), so an
 * object's text stays right for as long as the object lives.
 */
const answerTexts = new WeakMap<object, string>();

function answerJson(data: unknown): string {
  if (typeof data !== 'object' || data === null) return scriptSafeJson(data);
  let text = answerTexts.get(data);
  if (text === undefined) {
    text = scriptSafeJson(data);
    answerTexts.set(data, text);
  }
  return text;
}

type DehydratedQuery = SsrPayload['queries']['queries'][number];

/** The fields of an object's JSON after a comma, to follow fields written before them; none for `{}`. */
const moreFields = (json: string) => (json === '{}' ? '' : `,${json.slice(1, -1)}`);

/** One dehydrated query, its answer (`state.data`) from answerJson; the other fields are a few bytes each. */
function queryJson(query: DehydratedQuery): string {
  const { state, ...described } = query;
  const { data, ...status } = state;
  const statusJson = scriptSafeJson(status);
  const stateJson = data === undefined ? statusJson : `{"data":${answerJson(data)}${moreFields(statusJson)}}`;
  return `{"state":${stateJson}${moreFields(scriptSafeJson(described))}}`;
}

/** The page's hydration data as the JSON of its data block: what `scriptSafeJson(payload)` gives, parsed. */
export function payloadJson(payload: SsrPayload): string {
  const { queries: { queries, ...otherState }, ...rest } = payload;
  const queriesJson = `{"queries":[${queries.map(queryJson).join(',')}]${moreFields(scriptSafeJson(otherState))}}`;
  return `{"queries":${queriesJson}${moreFields(scriptSafeJson(rest))}}`;
}
