import 'server-only';
import { createTranslator } from 'next-intl';
import type { OrderReturn } from '@/lib/api/contract/returns';
import type { Locale } from '@/lib/config/locales';
import { SHOP_TIME_ZONE } from '@/lib/config/shop-time-zone';
import { groupIban } from '@/lib/forms/iban';
import { loadShopMessages } from '@/lib/i18n/message-overrides';
import { newPdf, PDF_FONT, pdfBytes } from './pdf-document';
import { drawFacts, drawTable } from './pdf-table';

export interface ReturnRequestDocument {
  request: OrderReturn;
  orderNumber: string;
  orderCreatedAt: Date;
  customerName: string;
  email: string;
}

const intlLocales: Record<Locale, string> = { sk: 'sk-SK', cs: 'cs-CZ', en: 'en-GB' };

/** The return request to print and put in the parcel: who, which order, the lines, the refund account. */
export async function returnRequestPdf(document: ReturnRequestDocument, locale: Locale): Promise<Buffer> {
  const messages = await loadShopMessages(locale);
  const t = createTranslator({ locale, messages, namespace: 'ReturnDocument' });
  const reasons = createTranslator({ locale, messages, namespace: 'ReturnReasons' });
  const date = new Intl.DateTimeFormat(intlLocales[locale], {
    dateStyle: 'medium',
    timeZone: SHOP_TIME_ZONE,
  });
  const moment = new Intl.DateTimeFormat(intlLocales[locale], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: SHOP_TIME_ZONE,
  });
  const { request } = document;
  const title = t('pdfTitle', { number: request.number });
  const doc = newPdf({ title, author: t('shopName') });

  doc.font(PDF_FONT.bold).fontSize(18).fillColor('#0b2a4a').text(title);
  doc.font(PDF_FONT.regular).fontSize(9).fillColor('#5f6773').text(t('pdfSubtitle'));
  doc.moveDown(1.2).fillColor('#171b21').fontSize(10);
  const facts: [string, string][] = [
    [t('order'), document.orderNumber],
    [t('orderedAt'), date.format(document.orderCreatedAt)],
    [t('filedAt'), moment.format(new Date(request.created_at))],
    [t('customer'), document.customerName],
    [t('email'), document.email],
    [t('iban'), groupIban(request.iban)],
    [t('reason'), reasons(request.reason)],
    ...(request.note ? [[t('note'), request.note] as [string, string]] : []),
  ];
  drawFacts(doc, facts);
  doc.fontSize(9);
  drawTable(
    doc,
    [
      { header: t('columns.code'), width: 120 },
      { header: t('columns.item'), width: 300 },
      { header: t('columns.quantity'), width: 79, align: 'right' },
    ],
    request.lines.map((line) => [line.code, line.name, String(line.quantity)]),
  );
  doc.moveDown().font(PDF_FONT.regular).fontSize(10).text(t('pdfInstructions'));
  doc.moveDown(3).text(t('pdfSignature'));
  return pdfBytes(doc);
}
