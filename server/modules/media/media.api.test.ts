import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

/** What a PDF reader checks first: the header, and every cross-reference entry pointing at its object. */
function xrefPointsAtObjects(pdf: string): boolean {
  const start = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(pdf)?.[1]);
  if (!pdf.startsWith('xref\n', start)) return false;
  const entries = [...pdf.slice(start).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
  return entries.length > 0 && entries.every((offset, i) => pdf.startsWith(`${i + 1} 0 obj\n`, offset));
}

describe('GET /media/demo/download/{file}.pdf', () => {
  it('answers 200 with a one-page PDF named after the file', async () => {
    const res = await get('/media/demo/download/brembo-fekbetet-07bb15.pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('inline; filename="brembo-fekbetet-07bb15.pdf"');
    const pdf = res.rawPayload.toString('latin1');
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf).toContain('/Type /Page ');
    expect(pdf).toContain('(Brembo fekbetet 07bb15) Tj');
    expect(xrefPointsAtObjects(pdf)).toBe(true);
  });

  it('gives the same file the same bytes', async () => {
    const [a, b] = await Promise.all([get('/media/demo/download/x-1.pdf'), get('/media/demo/download/x-1.pdf')]);
    expect(a.rawPayload.equals(b.rawPayload)).toBe(true);
  });

  it('rejects a name that is not a demo document with 400', async () => {
    for (const file of ['Nagy.pdf', 'a.exe', '..%2Fsecret.pdf']) {
      expect((await get(`/media/demo/download/${file}`)).statusCode).toBe(400);
    }
  });
});
