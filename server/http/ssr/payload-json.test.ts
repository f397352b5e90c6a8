import { describe, expect, it } from 'vitest';
import type { RenderResult } from '../../../web/entry-server';
import { payloadJson } from './payload-json';

type SsrPayload = RenderResult['payload'];

const status = { dataUpdateCount: 1, dataUpdatedAt: 1795900000000, error: null, errorUpdateCount: 0, errorUpdatedAt: 0, fetchFailureCount: 0, fetchFailureReason: null, fetchMeta: null, isInvalidated: false, status: 'success', fetchStatus: 'idle' };

function page(queries: { queryKey: unknown[]; data: unknown }[]): SsrPayload {
  return {
    queries: { mutations: [], queries: queries.map(({ queryKey, data }) => ({ queryKey, queryHash: JSON.stringify(queryKey), state: { ...status, data } })) },
    router: { loaderData: { layout: null }, actionData: null, errors: null },
  } as unknown as SsrPayload;
}

describe('payloadJson', () => {
  it('gives the payload itself back when parsed: answers of every kind, a refusal without data, an empty page', () => {
    const categories = [{ alias: 'fek', name: 'Fék </script><script>alert(1)</script>', children: [] }];
    const payload = page([
      { queryKey: ['catalog', 'headerCategories'], data: categories },
      { queryKey: ['content', 'popup'], data: null },
      { queryKey: ['catalog', 'count'], data: 12 },
      { queryKey: ['catalog', 'product', 'nincs'], data: undefined },
      { queryKey: ['search', 'sor\u2028elválasztó'], data: { text: 'bekezdés\u2029vége' } },
    ]);
    expect(JSON.parse(payloadJson(payload))).toEqual(JSON.parse(JSON.stringify(payload)));
    expect(JSON.parse(payloadJson(page([])))).toEqual(JSON.parse(JSON.stringify(page([]))));
  });

  it('cannot close its script block, also in a remembered answer', () => {
    const answer = { name: '</script><!-- \u2028 \u2029' };
    const first = payloadJson(page([{ queryKey: ['a'], data: answer }]));
    const again = payloadJson(page([{ queryKey: ['b'], data: answer }]));
    for (const text of [first, again]) expect(text).not.toMatch(/[<\u2028\u2029]/);
    expect(JSON.parse(again).queries.queries[0].state.data).toEqual(answer);
  });

  it('serialises a new answer object anew: a changed answer is never sent as the old one', () => {
    const before = { price: 12990 };
    payloadJson(page([{ queryKey: ['p'], data: before }]));
    const after = { price: 9990 };
    expect(JSON.parse(payloadJson(page([{ queryKey: ['p'], data: after }]))).queries.queries[0].state.data).toEqual({ price: 9990 });
  });
});
