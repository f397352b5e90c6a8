import { describe, expect, it } from 'vitest';
import { parseCsv } from './parse-csv';

describe('parseCsv', () => {
  it('reads ; separated records with their line numbers, skipping blank lines and a BOM', () => {
    expect(parseCsv('\uFEFFa;b\r\n\r\nc;Árvíztűrő\n')).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 3, fields: ['c', 'Árvíztűrő'] },
    ]);
  });

  it('keeps separators, quotes and line breaks inside quoted fields', () => {
    expect(parseCsv('"x;y";"mondta: ""szia"""\n"két\nsor";z\nutolsó;sor')).toEqual([
      { line: 1, fields: ['x;y', 'mondta: "szia"'] },
      { line: 2, fields: ['két\nsor', 'z'] },
      { line: 4, fields: ['utolsó', 'sor'] },
    ]);
  });

  it('keeps empty fields', () => {
    expect(parseCsv('a;;\n')).toEqual([{ line: 1, fields: ['a', '', ''] }]);
  });
});
