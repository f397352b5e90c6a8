import { XMLBuilder, XMLParser } from 'fast-xml-parser';
import type { SzamlazzConfig } from '../../config';
import type { InvoiceDocument } from './invoice-document';

/** A document Számlázz.hu issued: its number and its PDF. */
export interface IssuedDocument {
  number: string;
  pdf: Buffer;
}

/** Számlázz.hu refused a request (szlahu_error_code) or could not be reached. */
export class AgentError extends Error {
  constructor(message: string, readonly code: string | null) {
    super(message);
    this.name = 'AgentError';
  }
}

/** The three calls of Számlázz.hu's Számla Agent the shop makes. */
export interface InvoiceAgent {
  issue(externalId: string, invoice: InvoiceDocument): Promise<IssuedDocument>;
  storno(externalId: string, invoiceNumber: string): Promise<IssuedDocument>;
  /** The invoice an earlier attempt issued under this external id, or null when there is none. */
  find(externalId: string): Promise<IssuedDocument | null>;
}

/** The Agent's "no such document" error code of a query. */
const NOT_FOUND = '7';
/** A request gives up well inside the job's lease, so a live runner never loses its job to another. */
const TIMEOUT_MS = 60_000;

const builder = new XMLBuilder({ ignoreAttributes: false, format: true, suppressEmptyNode: true });
const parser = new XMLParser({ parseTagValue: false });

/** The root element with the namespace and schema location Számlázz.hu's XSDs declare. */
function document(root: string, schemaDir: string, content: object): string {
  return builder.build({
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    [root]: {
      '@_xmlns': `http://www.szamlazz.hu/${root}`,
      '@_xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
      '@_xsi:schemaLocation': `http://www.szamlazz.hu/${root} https://www.szamlazz.hu/szamla/docs/xsds/${schemaDir}/${root}.xsd`,
      ...content,
    },
  }) as string;
}

export function createInvoiceAgent(config: SzamlazzConfig): InvoiceAgent {
  /** One multipart POST, the XML as the file of the action's field; an agent error is thrown. */
  async function post(field: string, xml: string): Promise<Response> {
    const form = new FormData();
    form.append(field, new Blob([xml], { type: 'text/xml' }), 'request.xml');
    let response: Response;
    try {
      response = await fetch(config.url, { method: 'POST', body: form, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      throw new AgentError(`Számlázz.hu nem érhető el: ${error instanceof Error ? error.message : String(error)}`, null);
    }
    const code = response.headers.get('szlahu_error_code');
    if (code) {
      const message = decodeURIComponent((response.headers.get('szlahu_error') ?? '').replace(/\+/g, ' '));
      throw new AgentError(`Számlázz.hu hiba ${code}: ${message}`, code);
    }
    if (!response.ok) throw new AgentError(`Számlázz.hu HTTP ${response.status}`, null);
    return response;
  }

  /** Version 1 answers: the number in a header, the PDF as the body. */
  async function pdfAnswer(response: Response): Promise<IssuedDocument> {
    const number = response.headers.get('szlahu_szamlaszam');
    if (!number) throw new AgentError('Számlázz.hu nem adott számlaszámot.', null);
    return { number, pdf: Buffer.from(await response.arrayBuffer()) };
  }

  const settings = { szamlaagentkulcs: config.agentKey, eszamla: true, szamlaLetoltes: true, valaszVerzio: 1 };

  return {
    async issue(externalId, invoice) {
      const xml = document('xmlszamla', 'agent', {
        beallitasok: { ...settings, szamlaKulsoAzon: externalId },
        fejlec: invoice.header,
        elado: {},
        vevo: invoice.buyer,
        tetelek: { tetel: invoice.lines },
      });
      return pdfAnswer(await post('action-xmlagentxmlfile', xml));
    },

    async storno(externalId, invoiceNumber) {
      const xml = document('xmlszamlast', 'agentst', {
        beallitasok: { ...settings, szamlaKulsoAzon: externalId },
        // No keltDatum: Számlázz.hu dates a storno today and refuses any other day.
        fejlec: { szamlaszam: invoiceNumber, tipus: 'SS' },
      });
      return pdfAnswer(await post('action-szamla_agent_st', xml));
    },

    async find(externalId) {
      const xml = document('xmlszamlaxml', 'agentxml', {
        szamlaagentkulcs: config.agentKey, szamlaKulsoAzon: externalId, pdf: true,
      });
      try {
        const answer = parser.parse(await (await post('action-szamla_agent_xml', xml)).text()) as {
          szamla?: { alap?: { szamlaszam?: string }; pdf?: string };
        };
        const number = answer.szamla?.alap?.szamlaszam;
        if (!number || !answer.szamla?.pdf) throw new AgentError('Számlázz.hu lekérdezése hiányos választ adott.', null);
        return { number, pdf: Buffer.from(answer.szamla.pdf, 'base64') };
      } catch (error) {
        if (error instanceof AgentError && error.code === NOT_FOUND) return null;
        throw error;
      }
    },
  };
}
