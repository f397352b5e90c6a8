/**
 * A pure CSV reader for the old site's customer export: UTF-8 (a BOM is dropped), `;` as the
 * separator (what Hungarian spreadsheet programs write), fields may be quoted with `"`, with `""`
 * for a quote inside and line breaks inside quotes. Each record keeps the line it starts on, so bad
 * rows can be reported by line number.
 */
export interface CsvRecord {
  line: number;
  fields: string[];
}

export const SEPARATOR = ';';

export function parseCsv(input: string): CsvRecord[] {
  const text = input.replace(/^\uFEFF/, '');
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  const endRecord = () => {
    fields.push(field);
    if (!(fields.length === 1 && fields[0] === '')) records.push({ line: recordLine, fields });
    fields = [];
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n') line++;
        field += c;
      }
    } else if (c === '"' && field === '') quoted = true;
    else if (c === SEPARATOR) {
      fields.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      line++;
      recordLine = line;
    } else field += c;
  }
  if (field !== '' || fields.length > 0) endRecord();
  return records;
}
