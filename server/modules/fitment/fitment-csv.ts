/**
 * Reads a fitment list: `cikkszam;type id` or `cikkszam;manufacturer;model;years` per line (`;` or
 * `,`, whichever the first line uses), an optional header line starting with `cikkszam`. Every bad
 * line is reported with its 1-based number and the reason; the good ones are returned.
 */

export type FitmentLine =
  | { line: number; cikkszam: string; typeId: number }
  | { line: number; cikkszam: string; manufacturer: string; model: string; yearFrom: number; yearTo: number | null };

export interface ParsedFitmentList {
  lines: FitmentLine[];
  rejected: { line: number; reason: string }[];
}

const SHAPE = 'Egy sor: cikkszám;típusazonosító vagy cikkszám;gyártó;modell;évjárat (pl. 2007-2012).';

function fieldsOf(text: string, delimiter: string): string[] {
  return text.split(delimiter).map((field) => field.trim().replace(/^"(.*)"$/, '$1').trim());
}

function yearsOf(text: string): { yearFrom: number; yearTo: number | null } | null {
  const match = /^(\d{4})(?:\s*(-)\s*(\d{4})?)?$/.exec(text);
  if (!match) return null;
  const yearFrom = Number(match[1]);
  const yearTo = match[3] ? Number(match[3]) : match[2] ? null : yearFrom;
  if (yearFrom < 1880 || yearFrom > 2200 || (yearTo !== null && (yearTo < yearFrom || yearTo > 2200))) return null;
  return { yearFrom, yearTo };
}

function lineOf(fields: string[], line: number): FitmentLine | string {
  const [cikkszam = ''] = fields;
  if (fields.length !== 2 && fields.length !== 4) return `${fields.length} oszlop. ${SHAPE}`;
  if (cikkszam === '' || cikkszam.length > 100) return 'Hiányzik a cikkszám.';
  if (fields.length === 2) {
    const typeId = /^\d{1,9}$/.test(fields[1]!) ? Number(fields[1]) : 0;
    return typeId > 0 ? { line, cikkszam, typeId } : `A típusazonosító pozitív egész szám legyen, nem „${fields[1]!.slice(0, 40)}”.`;
  }
  const [, manufacturer = '', model = '', years = ''] = fields;
  if (manufacturer === '' || model === '') return 'Hiányzik a gyártó vagy a modell.';
  const range = yearsOf(years);
  if (!range) return `Hibás évjárat: „${years.slice(0, 40)}” (pl. 2007-2012, 2007- vagy 2007).`;
  return { line, cikkszam, manufacturer, model, ...range };
}

export function parseFitmentList(text: string): ParsedFitmentList {
  const rows = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const first = rows.find((row) => row.trim() !== '') ?? '';
  const delimiter = first.includes(';') ? ';' : first.includes('\t') ? '\t' : ',';
  const result: ParsedFitmentList = { lines: [], rejected: [] };
  let headerSeen = false;
  rows.forEach((row, index) => {
    if (row.trim() === '') return;
    const fields = fieldsOf(row, delimiter);
    if (!headerSeen && result.lines.length === 0 && result.rejected.length === 0 && /^cikksz[aá]m$/i.test(fields[0] ?? '')) {
      headerSeen = true;
      return;
    }
    const parsed = row.includes('\uFFFD') ? 'Olvashatatlan sor (nem UTF-8 szöveg?).' : lineOf(fields, index + 1);
    if (typeof parsed === 'string') result.rejected.push({ line: index + 1, reason: parsed });
    else result.lines.push(parsed);
  });
  return result;
}
