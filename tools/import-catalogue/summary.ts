import type { ImportReport } from '../../contract/admin/import-types';

const n = (value: number) => value.toLocaleString('hu-HU');

/** The dry run's or the apply's report as terminal lines: counts, the first rejected rows, change samples. */
export function summaryLines(report: ImportReport, file: string, shown = { rejected: 20, changed: 10 }): string[] {
  if (report.fileError) return [`${file}: a fájl nem importálható: ${report.fileError}`];
  const { counts } = report;
  const lines = [
    `${file} (${report.format?.toUpperCase()}, ${n(report.rows)} sor): ${n(counts.new)} új, ${n(counts.changed)} módosuló, `
    + `${n(counts.unchanged)} változatlan, ${n(counts.rejected)} elutasított sor.`,
  ];
  for (const r of report.rejected.slice(0, shown.rejected)) lines.push(`  ${file}:${r.line}: elutasítva (${r.cikkszam || 'nincs cikkszám'}): ${r.reason}`);
  if (counts.rejected > shown.rejected) lines.push(`  … és még ${n(counts.rejected - Math.min(shown.rejected, report.rejected.length))} elutasított sor`);
  for (const c of report.changed.slice(0, shown.changed)) {
    lines.push(`  ${c.line}. sor ${c.cikkszam}: ${c.changes.map((x) => `${x.column} ${x.before || '(üres)'} → ${x.after || '(üres)'}`).join(', ')}`);
  }
  return lines;
}
