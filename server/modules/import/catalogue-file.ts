import { parse } from 'csv-parse/sync';
import type ExcelJS from 'exceljs';
import iconv from 'iconv-lite';

/** The largest file taken, from the back office or a supplier's URL: a full catalogue export is about 12 MB. */
export const MAX_IMPORT_BYTES = 40 * 1024 * 1024;

/** A file that cannot be read as a table at all; its message is shown to the staff as it is. */
export class ImportFileError extends Error {}

export interface FileRow {
  /** 1-based line of the file (the header is line 1) */
  line: number;
  cells: string[];
}

export interface FileTable {
  format: 'csv' | 'xlsx';
  header: string[];
  rows: FileRow[];
}

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/**
 * Text of a CSV file: UTF-8 when it decodes as UTF-8 (a BOM is dropped), else Windows-1250, the
 * encoding Hungarian Excel saves "CSV (pontosvesszővel tagolt)" in. A NUL byte or a text full of
 * control characters is no CSV in either.
 */
export function decodeCsv(bytes: Buffer): string {
  const body = bytes.subarray(0, 3).equals(UTF8_BOM) ? bytes.subarray(3) : bytes;
  if (body.includes(0)) throw new ImportFileError('A fájl nem szöveges (hibás kódolás vagy bináris fájl): CSV (UTF-8 vagy Windows-1250) vagy XLSX fájlt várunk.');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    text = iconv.decode(body, 'win1250');
  }
  // eslint-disable-next-line no-control-regex -- control characters are exactly what a text file lacks
  const controls = text.match(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g)?.length ?? 0;
  if (controls > text.length / 1000 + 10) throw new ImportFileError('A fájl nem szöveges (hibás kódolás vagy bináris fájl): CSV (UTF-8 vagy Windows-1250) vagy XLSX fájlt várunk.');
  return text;
}

/** `;` or `,`, whichever the header line holds more of (Hungarian Excel writes `;`). */
export function delimiterOf(text: string): ';' | ',' {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const count = (ch: string) => firstLine.split(ch).length - 1;
  return count(',') > count(';') ? ',' : ';';
}

function csvTable(bytes: Buffer): FileTable {
  const text = decodeCsv(bytes);
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, { delimiter: delimiterOf(text), info: true, relax_column_count: true, skip_empty_lines: true, trim: true }) as unknown as typeof records;
  } catch (error) {
    throw new ImportFileError(`A CSV fájl nem olvasható: ${(error as Error).message}`);
  }
  const [head, ...rest] = records;
  if (!head) throw new ImportFileError('A fájl üres.');
  return { format: 'csv', header: head.record, rows: rest.map((r) => ({ line: r.info.lines, cells: r.record })) };
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((t) => t.text).join('');
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('text' in value) return String(value.text);
    return '';
  }
  return String(value).trim();
}

async function xlsxTable(bytes: Buffer): Promise<FileTable> {
  // Loaded on first use: ExcelJS costs 200 ms and 30 MB, and most server processes never read a workbook.
  const { default: Excel } = await import('exceljs');
  const book = new Excel.Workbook();
  try {
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new ImportFileError('Az XLSX fájl nem olvasható (sérült vagy nem Excel-munkafüzet).');
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw new ImportFileError('Az XLSX fájlban nincs munkalap.');
  const lines: FileRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    const cells: string[] = [];
    for (let col = 1; col <= row.cellCount; col++) cells.push(cellText(row.getCell(col).value));
    if (cells.some((c) => c !== '')) lines.push({ line, cells });
  });
  const [head, ...rest] = lines;
  if (!head) throw new ImportFileError('A fájl üres.');
  return { format: 'xlsx', header: head.cells, rows: rest };
}

/** A CSV or XLSX file as a header and rows of text cells; the kind is told by content, never by name. */
export async function readTable(bytes: Buffer): Promise<FileTable> {
  if (bytes.length > MAX_IMPORT_BYTES) throw new ImportFileError(`A fájl legfeljebb ${MAX_IMPORT_BYTES / 1024 / 1024} MB lehet.`);
  if (bytes.length === 0) throw new ImportFileError('A fájl üres.');
  return bytes.subarray(0, 4).equals(ZIP_MAGIC) ? xlsxTable(bytes) : csvTable(bytes);
}
