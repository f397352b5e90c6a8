import type { Writable } from 'node:stream';
import { once } from 'node:events';
import { stringify } from 'csv-stringify';
import type { VariantLine } from '../catalog/catalogue-file';
import { COLUMNS, propsText } from './catalogue-columns';

const PRODUCTS_PER_PAGE = 2000;
/** ar, akcios_ar, keszlet: numbers in a workbook, so Excel sums and sorts them */
const NUMERIC = new Set([7, 8, 9]);

export interface ExportSource {
  exportPage(afterProductId: number, products: number): Promise<VariantLine[]>;
}

/**
 * The file's cells of one variant: `ar` is the regular price and `akcios_ar` the current one while
 * the variant is on sale (its struck price is the 30-day lowest), so importing the export changes nothing.
 */
export function exportCells(line: VariantLine): string[] {
  const onSale = line.prevPrice !== null && line.prevPrice > line.price;
  return [
    line.cikkszam, line.productCikkszam, line.productName, line.variantName, line.category, line.brand, propsText(line.props),
    String(onSale ? line.prevPrice : line.price), onSale ? String(line.price) : '', String(line.stock), line.active ? 'igen' : 'nem',
  ];
}

async function* pages(source: ExportSource): AsyncGenerator<VariantLine[]> {
  let after = 0;
  for (;;) {
    const lines = await source.exportPage(after, PRODUCTS_PER_PAGE);
    if (lines.length === 0) return;
    yield lines;
    after = lines.at(-1)!.productId;
  }
}

/**
 * Every variant in the import's format, page by page into `out`: CSV as UTF-8 with a BOM and `;`
 * (what Hungarian Excel opens as is), or XLSX with one sheet. Answers the number of rows written.
 */
export async function exportCatalogue(source: ExportSource, format: 'csv' | 'xlsx', out: Writable): Promise<number> {
  let rows = 0;
  if (format === 'csv') {
    const csv = stringify({ delimiter: ';', bom: true });
    csv.pipe(out);
    csv.write([...COLUMNS]);
    for await (const lines of pages(source)) {
      for (const line of lines) if (!csv.write(exportCells(line))) await once(csv, 'drain');
      rows += lines.length;
    }
    csv.end();
    await once(out, 'finish');
    return rows;
  }
  // Loaded on first use: ExcelJS costs 200 ms and 30 MB, and most server processes never write a workbook.
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: false });
  const sheet = book.addWorksheet('termekek');
  sheet.addRow([...COLUMNS]).commit();
  for await (const lines of pages(source)) {
    for (const line of lines) sheet.addRow(exportCells(line).map((cell, i) => (NUMERIC.has(i) && cell !== '' ? Number(cell) : cell))).commit();
    rows += lines.length;
  }
  sheet.commit();
  await book.commit();
  return rows;
}
