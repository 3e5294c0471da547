import PDFDocument from 'pdfkit';
import type { ServerLanguage } from './language';
import { toWinAnsi } from './win-ansi';

/** The locale documents format numbers and dates in, by language. */
export const documentLocales: Record<ServerLanguage, string> = {
  es: 'es-ES',
  ca: 'ca-ES',
  en: 'en-GB',
};

export const PDF_MARGIN = 50;
export const PDF_GREY = '#555555';
const GAP = 10;
const DASH = '–';

/**
 * An A4 document in Helvetica with its text extractable, and the bytes once `doc.end()` is called.
 * Metadata strings are written in UTF-16: no font limits them.
 */
export function newPdfDocument(info: {
  title: string;
  author: string;
  subject?: string;
  locale: string;
}) {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PDF_MARGIN,
    lang: info.locale,
    displayTitle: true,
    info: {
      Title: info.title,
      Author: info.author,
      Creator: info.author,
      ...(info.subject === undefined ? {} : { Subject: info.subject }),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, finished };
}

/** A PDF page filled from the top, one block at a time: lines, headings, label fields, tables. */
export class PdfWriter {
  readonly width: number;

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly layout: { labelWidth: number; headingSize: number },
  ) {
    this.width = doc.page.width - 2 * PDF_MARGIN;
  }

  /** Starts a new page when a block of `height` points does not fit on this one. */
  private fit(height: number) {
    if (this.doc.y + height > this.doc.page.height - PDF_MARGIN) this.doc.addPage();
  }

  line(text: string, options: { size: number; bold?: boolean; color?: string }) {
    this.doc
      .font(options.bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(options.size)
      .fillColor(options.color ?? 'black');
    const value = toWinAnsi(text);
    this.fit(this.doc.heightOfString(value, { width: this.width }));
    this.doc.text(value, PDF_MARGIN, this.doc.y, { width: this.width });
  }

  /** Vertical space, in lines of the current font. */
  space(lines: number) {
    this.doc.moveDown(lines);
  }

  heading(text: string) {
    this.fit(48);
    this.doc.moveDown(0.8);
    this.line(text, { size: this.layout.headingSize, bold: true });
    const y = this.doc.y + 2;
    this.doc
      .moveTo(PDF_MARGIN, y)
      .lineTo(PDF_MARGIN + this.width, y)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke();
    this.doc.y = y + 6;
  }

  /** Label on the left, value on the right; an absent value shows as a dash. */
  field(label: string, value: string | null | undefined) {
    const { labelWidth } = this.layout;
    this.row([labelWidth, this.width - labelWidth - GAP], [label, value || DASH], {
      colors: [PDF_GREY],
    });
  }

  /** One line of columns of the given widths, the tallest cell setting its height; `right` columns are right-aligned (amounts). */
  row(
    widths: number[],
    cells: string[],
    options: { colors?: string[]; bold?: boolean; right?: number[] } = {},
  ) {
    const doc = this.doc.font(options.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    const values = cells.map(toWinAnsi);
    const height = Math.max(
      ...values.map((value, index) => doc.heightOfString(value, { width: widths[index] })),
    );
    this.fit(height);
    const top = doc.y;
    let x = PDF_MARGIN;
    values.forEach((value, index) => {
      const width = widths[index] ?? 0;
      doc.fillColor(options.colors?.[index] ?? 'black').text(value, x, top, {
        width,
        align: options.right?.includes(index) ? 'right' : 'left',
      });
      x += width + GAP;
    });
    doc.y = top + height + 4;
  }

  /** Columns sharing the width in the given proportions. */
  widths(weights: number[]) {
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    const usable = this.width - GAP * (weights.length - 1);
    return weights.map((weight) => (usable * weight) / total);
  }

  /** A table with a bold header, its columns sharing the width in the given proportions. */
  table(weights: number[], header: string[], rows: string[][]) {
    const widths = this.widths(weights);
    this.fit(40);
    this.row(widths, header, { bold: true });
    for (const cells of rows) this.row(widths, cells);
  }
}
