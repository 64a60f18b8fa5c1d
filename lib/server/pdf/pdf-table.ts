import 'server-only';
import { type Pdf, PDF_FONT } from './pdf-document';

export interface PdfColumn {
  header: string;
  width: number;
  align?: 'left' | 'right';
}

const CELL_GAP = 6;
const ROW_GAP = 4;

function rowHeight(doc: Pdf, columns: readonly PdfColumn[], cells: readonly string[]): number {
  return Math.max(
    ...cells.map((cell, index) => doc.heightOfString(cell, { width: columns[index]!.width - CELL_GAP })),
  );
}

function drawRow(doc: Pdf, columns: readonly PdfColumn[], cells: readonly string[], y: number): void {
  let x = doc.page.margins.left;
  cells.forEach((cell, index) => {
    const column = columns[index]!;
    doc.text(cell, x, y, { width: column.width - CELL_GAP, align: column.align ?? 'left' });
    x += column.width;
  });
}

function rule(doc: Pdf, y: number): void {
  const { left, right } = doc.page.margins;
  doc
    .moveTo(left, y)
    .lineTo(doc.page.width - right, y)
    .lineWidth(0.5)
    .strokeColor('#adb3bb')
    .stroke();
}

/** A table with a bold header; rows go on to a new page (header repeated) when the page is full. */
export function drawTable(doc: Pdf, columns: readonly PdfColumn[], rows: readonly string[][]): void {
  const headers = columns.map((column) => column.header);
  const header = () => {
    doc.font(PDF_FONT.bold);
    const y = doc.y;
    const height = rowHeight(doc, columns, headers);
    drawRow(doc, columns, headers, y);
    rule(doc, y + height + 2);
    doc.font(PDF_FONT.regular);
    doc.y = y + height + ROW_GAP + 2;
  };
  header();
  for (const row of rows) {
    const height = rowHeight(doc, columns, row);
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) {
      doc.addPage();
      header();
    }
    const y = doc.y;
    drawRow(doc, columns, row, y);
    doc.y = y + height + ROW_GAP;
  }
  rule(doc, doc.y);
  doc.x = doc.page.margins.left;
  doc.y += ROW_GAP;
}

/** Label and value pairs in two columns, the value bold: a document's heading facts (invoice, return). */
export function drawFacts(doc: Pdf, facts: [string, string][]): void {
  doc.fontSize(10);
  for (const [label, value] of facts) {
    const y = doc.y;
    doc.font(PDF_FONT.regular).fillColor('#454c57').text(label, doc.page.margins.left, y, { width: 170 });
    doc
      .font(PDF_FONT.bold)
      .fillColor('#171b21')
      .text(value, doc.page.margins.left + 170, y, { width: 320 });
  }
  doc.x = doc.page.margins.left;
  doc.moveDown();
}
