import { describe, expect, it } from 'vitest';
import { parseFitmentList } from './fitment-csv';

describe('fitment list reader', () => {
  it('reads type ids and manufacturer, model and years, skipping the header and blank lines', () => {
    const parsed = parseFitmentList('\uFEFFcikkszam;tipus\r\nAB-1;20086\r\n\r\nAB-2;"Honda";CBR 600 RR;2007-2012\nAB-3;Yamaha;MT-07;2014-\nAB-4;Suzuki;GSX-R 750;2001\n');
    expect(parsed.rejected).toEqual([]);
    expect(parsed.lines).toEqual([
      { line: 2, cikkszam: 'AB-1', typeId: 20086 },
      { line: 4, cikkszam: 'AB-2', manufacturer: 'Honda', model: 'CBR 600 RR', yearFrom: 2007, yearTo: 2012 },
      { line: 5, cikkszam: 'AB-3', manufacturer: 'Yamaha', model: 'MT-07', yearFrom: 2014, yearTo: null },
      { line: 6, cikkszam: 'AB-4', manufacturer: 'Suzuki', model: 'GSX-R 750', yearFrom: 2001, yearTo: 2001 },
    ]);
  });

  it('takes commas when the first line has no semicolon', () => {
    expect(parseFitmentList('X1,5\nX2,6').lines).toEqual([{ line: 1, cikkszam: 'X1', typeId: 5 }, { line: 2, cikkszam: 'X2', typeId: 6 }]);
  });

  it('rejects bad lines with their line numbers and reasons', () => {
    const parsed = parseFitmentList('A;1\nB;abc\n;7\nC;Honda;CBR\nD;Honda;CBR;2012-2007\nE;-3\nF;Honda;;2001\nG;\uFFFD\uFFFD');
    expect(parsed.lines).toEqual([{ line: 1, cikkszam: 'A', typeId: 1 }]);
    expect(parsed.rejected.map((r) => r.line)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(parsed.rejected[0]!.reason).toContain('típusazonosító');
    expect(parsed.rejected[1]!.reason).toBe('Hiányzik a cikkszám.');
    expect(parsed.rejected[2]!.reason).toContain('3 oszlop');
    expect(parsed.rejected[3]!.reason).toContain('Hibás évjárat');
    expect(parsed.rejected[6]!.reason).toContain('Olvashatatlan');
  });
});
