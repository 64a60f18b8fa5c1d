import 'server-only';
import { createTranslator } from 'next-intl';
import type { Locale } from '@/lib/config/locales';
import { formatScaledInteger } from '@/lib/format/number';
import { formatPrice } from '@/lib/format/price';
import { SHOP_TIME_ZONE } from '@/lib/config/shop-time-zone';
import { loadShopMessages } from '@/lib/i18n/message-overrides';
import type { Messages } from '@/lib/i18n/messages';
import type { InvoiceDocument, InvoiceLine, InvoiceParty } from '@/lib/server/services/b2b/invoice-document';
import { newPdf, type Pdf, PDF_FONT, pdfBytes } from './pdf-document';
import { drawFacts, drawTable } from './pdf-table';

type Translate = ReturnType<typeof createTranslator<Messages, 'InvoicePdf'>>;

const intlLocales: Record<Locale, string> = { sk: 'sk-SK', cs: 'cs-CZ', en: 'en-GB' };

function partyLines(party: InvoiceParty, t: Translate): string[] {
  return [
    `${party.street}`,
    `${party.zip} ${party.city}`.trim(),
    t(`country.${party.country}`),
    party.companyId ? t('companyId', { value: party.companyId }) : '',
    party.vatId ? t('vatId', { value: party.vatId }) : '',
  ].filter((line) => line.trim() !== '');
}

function drawParties(doc: Pdf, invoice: InvoiceDocument, t: Translate): void {
  const top = doc.y;
  const half = (doc.page.width - doc.page.margins.left - doc.page.margins.right) / 2;
  const column = (x: number, title: string, name: string, lines: string[]) => {
    doc
      .font(PDF_FONT.bold)
      .fontSize(9)
      .fillColor('#5f6773')
      .text(title, x, top, { width: half - 12 });
    doc
      .font(PDF_FONT.bold)
      .fontSize(11)
      .fillColor('#171b21')
      .text(name, { width: half - 12 });
    doc
      .font(PDF_FONT.regular)
      .fontSize(10)
      .text(lines.join('\n'), { width: half - 12 });
    return doc.y;
  };
  const { supplier } = invoice;
  const supplierLines = [
    supplier.street,
    `${supplier.zip} ${supplier.city}`,
    t(`country.${supplier.country}`),
    t('companyId', { value: supplier.companyId }),
    t('vatId', { value: supplier.vatId }),
    supplier.register,
  ];
  const left = column(doc.page.margins.left, t('supplier'), supplier.name, supplierLines);
  const right = column(
    doc.page.margins.left + half,
    t('customer'),
    invoice.customer.name,
    partyLines(invoice.customer, t),
  );
  doc.x = doc.page.margins.left;
  doc.y = Math.max(left, right) + 16;
}

function lineName(line: InvoiceLine, invoice: InvoiceDocument, t: Translate): string {
  switch (line.kind) {
    case 'item':
      return line.code ? `${line.code} ${line.name}` : line.name;
    case 'goods':
      return t('goodsLine', { number: invoice.number });
    default:
      return line.name ? `${t(`lineKind.${line.kind}`)}: ${line.name}` : t(`lineKind.${line.kind}`);
  }
}

/** The invoice as a tax document in `locale`: parties, dates, payment details, lines, VAT summary, total. */
export async function invoicePdf(invoice: InvoiceDocument, locale: Locale): Promise<Buffer> {
  const t = createTranslator({ locale, messages: await loadShopMessages(locale), namespace: 'InvoicePdf' });
  const date = new Intl.DateTimeFormat(intlLocales[locale], {
    dateStyle: 'medium',
    timeZone: SHOP_TIME_ZONE,
  });
  const money = (amount: number) => formatPrice(amount, invoice.currency);
  const title = t('title', { number: invoice.number });
  const doc = newPdf({ title, author: invoice.supplier.name });

  doc.font(PDF_FONT.bold).fontSize(18).fillColor('#0b2a4a').text(title);
  doc.font(PDF_FONT.regular).fontSize(9).fillColor('#5f6773').text(t('taxDocument'));
  doc.moveDown(1.2).fillColor('#171b21');
  drawParties(doc, invoice, t);
  drawFacts(doc, [
    [t('issuedAt'), date.format(invoice.issuedAt)],
    [t('taxableAt'), date.format(invoice.issuedAt)],
    [t('dueAt'), date.format(invoice.dueAt)],
    [t('paymentMethod'), t('bankTransfer')],
    [t('variableSymbol'), invoice.variableSymbol],
    [t('account'), invoice.bank.accountNumber],
    [t('iban'), `${invoice.bank.iban} (${t('bic')} ${invoice.bank.bic})`],
    ...(invoice.orderNumber ? [[t('order'), invoice.orderNumber] as [string, string]] : []),
    [t('state'), invoice.paidAt ? t('paidOn', { date: date.format(invoice.paidAt) }) : t('unpaid')],
  ]);

  doc.fontSize(9);
  drawTable(
    doc,
    [
      { header: t('columns.item'), width: 191 },
      { header: t('columns.quantity'), width: 40, align: 'right' },
      { header: t('columns.unit'), width: 80, align: 'right' },
      { header: t('columns.vatRate'), width: 38, align: 'right' },
      { header: t('columns.totalWithoutVat'), width: 75, align: 'right' },
      { header: t('columns.totalWithVat'), width: 75, align: 'right' },
    ],
    invoice.lines.map((line) => [
      lineName(line, invoice, t),
      String(line.quantity),
      money(line.unitWithoutVat),
      line.vatRate === null ? '' : `${line.vatRate} %`,
      money(line.totalWithoutVat),
      money(line.totalWithVat),
    ]),
  );

  doc.moveDown(0.5).font(PDF_FONT.bold).fontSize(10).text(t('vatSummary'));
  doc.moveDown(0.3).fontSize(9);
  drawTable(
    doc,
    [
      { header: t('columns.vatRate'), width: 80 },
      { header: t('columns.base'), width: 110, align: 'right' },
      { header: t('columns.vat'), width: 110, align: 'right' },
      { header: t('columns.total'), width: 110, align: 'right' },
    ],
    invoice.vatSummary.map((line) => [
      `${formatScaledInteger(line.rate, 0)} %`,
      money(line.base),
      money(line.vat),
      money(line.total),
    ]),
  );

  doc.moveDown(0.5).font(PDF_FONT.regular).fontSize(10);
  doc.text(`${t('totalWithoutVat')}: ${money(invoice.totalWithoutVat)}`, { align: 'right' });
  doc.font(PDF_FONT.bold).fontSize(14).fillColor('#0b2a4a');
  doc.text(`${t('totalToPay')}: ${money(invoice.totalWithVat)}`, { align: 'right' });
  return pdfBytes(doc);
}
