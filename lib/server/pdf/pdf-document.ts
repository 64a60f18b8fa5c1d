import 'server-only';
import path from 'node:path';
import PDFDocument from 'pdfkit';

/** Inter cut to static regular and bold TrueType files (scripts/make-pdf-fonts.py): Czech and Slovak letters. */
const fontsDir = path.join(process.cwd(), 'assets', 'fonts');
export const PDF_FONT = { regular: 'inter-regular', bold: 'inter-bold' } as const;

export type Pdf = PDFKit.PDFDocument;

/** An A4 document with the shop's fonts embedded (subset to the letters used). */
export function newPdf(info: { title: string; author: string }): Pdf {
  const regular = path.join(fontsDir, 'inter-pdf-regular.ttf');
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    font: regular,
    info: { Title: info.title, Author: info.author },
  });
  doc.registerFont(PDF_FONT.regular, regular);
  doc.registerFont(PDF_FONT.bold, path.join(fontsDir, 'inter-pdf-bold.ttf'));
  return doc.font(PDF_FONT.regular);
}

/** Ends the document and collects its bytes. */
export function pdfBytes(doc: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
