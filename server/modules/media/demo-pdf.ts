/**
 * Stand-in documents for the demo catalogue's "Letöltések" links: a one-page PDF drawn from the
 * file's slug, so every demo download opens in a reader without shipping files. Pure: the same
 * slug always gives the same bytes. Only Latin-1 text, which PDF's built-in Helvetica
 * (WinAnsiEncoding) shows without embedding a font.
 */

function pdfString(text: string): string {
  return `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

function pageText(slug: string): string {
  const title = slug.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());
  const lines = [
    { size: 20, text: title.slice(0, 60) },
    { size: 12, text: 'Mintadokumentum a bemutató termékkatalógushoz.' },
    { size: 12, text: 'A valódi leírást a gyártó adja ki.' },
  ];
  return lines
    .map((line, i) => `BT /F1 ${line.size} Tf 56 ${780 - i * 32} Td ${pdfString(line.text)} Tj ET`)
    .join('\n');
}

/** A complete PDF 1.4 file: catalogue, one A4 page, its text stream, and an exact cross-reference table. */
export function renderDemoPdf(slug: string): Buffer {
  const content = pageText(slug);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const offset = Buffer.byteLength(body, 'latin1');
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xrefOffset = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
