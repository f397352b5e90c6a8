import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { XMLParser } from 'fast-xml-parser';

/**
 * A local stand-in for Számlázz.hu's Számla Agent (https://www.szamlazz.hu/szamla/): multipart POSTs
 * whose one file field names the action, XML in the namespaces of the Agent's XSDs, version-1 answers
 * (number in `szlahu_szamlaszam`, PDF as the body, errors in `szlahu_error_code`/`szlahu_error`).
 * It checks every invoice the way an accountant would (buyer, lines, 27 % VAT, payment method, due
 * date), records what it issued, and can be told to fail the next request.
 */
/** A parsed XML element: child elements by name, text leaves as strings (tag values are not parsed). */
export type XmlElement = Record<string, unknown>;
const child = (node: XmlElement | undefined, name: string) => (node?.[name] ?? {}) as XmlElement;
const text = (node: XmlElement | undefined, name: string) => String(node?.[name] ?? '');

export interface FakeDocument {
  number: string;
  kind: 'invoice' | 'storno';
  externalId: string;
  pdf: Buffer;
  /** the parsed request (xmlszamla or xmlszamlast) */
  request: XmlElement;
}

export interface SzamlazzFake {
  url: string;
  agentKey: string;
  issued: FakeDocument[];
  /** every request that broke a rule, with the rule; a test expects none */
  problems: string[];
  requests: string[];
  /**
   * The next request: 'down' answers HTTP 503 and issues nothing; 'lose-answer' issues the document
   * and then drops the connection, as a network failure after Számlázz.hu's commit would.
   */
  failNext: 'down' | 'lose-answer' | null;
  close(): Promise<void>;
}

const parser = new XMLParser({ ignoreAttributes: false, parseTagValue: false });
const PAYMENT_METHODS = ['Átutalás', 'Készpénz', 'Bankkártya', 'Utánvét'];
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function invoiceProblems(doc: XmlElement): string[] {
  const problems: string[] = [];
  const need = (ok: boolean, rule: string) => { if (!ok) problems.push(rule); };
  const [head, buyer] = [child(doc, 'fejlec'), child(doc, 'vevo')];
  need(doc['@_xmlns'] === 'http://www.szamlazz.hu/xmlszamla', 'namespace');
  for (const field of ['nev', 'irsz', 'telepules', 'cim']) need(text(buyer, field) !== '', `buyer ${field}`);
  need(PAYMENT_METHODS.includes(text(head, 'fizmod')), `payment method ${text(head, 'fizmod')}`);
  const [issued, fulfilled, due] = ['keltDatum', 'teljesitesDatum', 'fizetesiHataridoDatum'].map((f) => text(head, f)) as [string, string, string];
  need(DATE.test(issued) && DATE.test(fulfilled) && DATE.test(due), 'dates');
  need(due >= issued, 'due date before issue date');
  need(text(head, 'penznem') === 'HUF' && text(head, 'rendelesSzam') !== '', 'currency and order number');
  const lines = [child(doc, 'tetelek').tetel ?? []].flat() as Record<string, string>[];
  need(lines.length > 0, 'lines');
  for (const line of lines) {
    const [net, vat, gross] = [Number(line.nettoErtek), Number(line.afaErtek), Number(line.bruttoErtek)];
    need(line.afakulcs === '27', `VAT rate ${line.afakulcs}`);
    need(net + vat === gross, `net + VAT = gross in ${line.megnevezes}`);
    need(vat === Math.round(net * 0.27) || vat === Math.round((gross * 27) / 127), `27 % VAT in ${line.megnevezes}`);
    need(Math.abs(Number(line.nettoEgysegar) * Number(line.mennyiseg) - net) < 1, `unit price of ${line.megnevezes}`);
  }
  return problems;
}

async function readForm(req: http.IncomingMessage): Promise<FormData> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new Request('http://fake/', {
    method: 'POST', headers: { 'content-type': String(req.headers['content-type']) }, body: Buffer.concat(chunks),
  }).formData();
}

export async function startSzamlazzFake(agentKey = 'teszt-agent-kulcs'): Promise<SzamlazzFake> {
  const fake: Omit<SzamlazzFake, 'url' | 'close'> = { agentKey, issued: [], problems: [], requests: [], failNext: null };
  let counter = 0;

  const error = (res: http.ServerResponse, code: string, message: string) =>
    res.writeHead(200, { szlahu_error_code: code, szlahu_error: encodeURIComponent(message) }).end(`xml hiba ${code}`);
  const answer = (res: http.ServerResponse, doc: FakeDocument) =>
    res.writeHead(200, { 'content-type': 'application/pdf', szlahu_szamlaszam: doc.number }).end(doc.pdf);

  function issue(kind: FakeDocument['kind'], request: XmlElement): FakeDocument {
    const number = `${kind === 'invoice' ? 'E' : 'S'}-MOTO-2026-${++counter}`;
    const doc = { number, kind, externalId: text(child(request, 'beallitasok'), 'szamlaKulsoAzon'), request, pdf: Buffer.from(`%PDF-1.4\n% ${number}\n%%EOF\n`) };
    fake.issued.push(doc);
    return doc;
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const form = await readForm(req);
    const [[action, file]] = [...form.entries()] as [[string, File]];
    fake.requests.push(action);
    const parsed = parser.parse(await file.text()) as Record<string, XmlElement>;
    const [root, doc] = Object.entries(parsed).find(([name]) => name !== '?xml')!;
    const key = text(child(doc, 'beallitasok'), 'szamlaagentkulcs') || text(doc, 'szamlaagentkulcs');
    if (key !== agentKey) return error(res, '3', 'Sikertelen bejelentkezés.');
    const failure = fake.failNext;
    fake.failNext = null;
    if (failure === 'down') return res.writeHead(503).end();
    const lose = (issued: FakeDocument) => (failure === 'lose-answer' ? res.destroy() : answer(res, issued));

    if (action === 'action-xmlagentxmlfile' && root === 'xmlszamla') {
      const problems = invoiceProblems(doc);
      fake.problems.push(...problems);
      if (problems.length > 0) return error(res, '57', problems.join('; '));
      return lose(issue('invoice', doc));
    }
    if (action === 'action-szamla_agent_st' && root === 'xmlszamlast') {
      const original = fake.issued.find((d) => d.kind === 'invoice' && d.number === text(child(doc, 'fejlec'), 'szamlaszam'));
      if (!original) return error(res, '7', 'Nincs ilyen számla.');
      // A repeated storno of one invoice answers with the storno already made.
      const earlier = fake.issued.find((d) => d.kind === 'storno' && text(child(d.request, 'fejlec'), 'szamlaszam') === original.number);
      return lose(earlier ?? issue('storno', doc));
    }
    if (action === 'action-szamla_agent_xml' && root === 'xmlszamlaxml') {
      const found = fake.issued.findLast((d) => d.externalId === text(doc, 'szamlaKulsoAzon'));
      if (!found) return error(res, '7', 'Nincs ilyen számla.');
      const xml = `<?xml version="1.0" encoding="UTF-8"?><szamla xmlns="http://www.szamlazz.hu/szamla"><alap><szamlaszam>${found.number}</szamlaszam></alap><pdf>${found.pdf.toString('base64')}</pdf></szamla>`;
      return res.writeHead(200, { 'content-type': 'application/xml' }).end(xml);
    }
    fake.problems.push(`unknown action ${action} with ${root}`);
    return error(res, '57', 'Ismeretlen művelet.');
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((e: unknown) => {
      fake.problems.push(`unreadable request: ${String(e)}`);
      res.writeHead(400).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(fake, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/szamla/`,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  });
}
