import type { Order } from '@/lib/api/contract/order';
import type { MailAttachment, MailMessage } from '../mailer';
import { escapeHtml, htmlDocument, paragraph } from './html';
import { addressLines, bankRows, paymentRows, priceOf, totalRows, type AmountRow } from './order-mail-lines';
import {
  addressBlock,
  amountTable,
  heading,
  itemsTable,
  linkParagraph,
  qrImage,
  vatTable,
} from './order-mail-html';
import { orderMailTexts } from './order-mail-texts';

export interface OrderMailLinks {
  /** Absolute address of the order's thank-you page. */
  thankYou: string;
  /** Absolute address of the complete-order page, when something is due by card. */
  completeOrder: string | null;
}

const QR_CID = 'qr-payment@horeca-shop';

function textRows(rows: AmountRow[]): string[] {
  return rows.map((row) => `${row.label}: ${row.value}`);
}

/**
 * The order confirmation in the order's language: items, totals with the VAT summary, shipping and
 * payment, addresses, what to pay now and later, the bank details with the QR code (an inline PNG)
 * and the links to the order and, when something is due by card, to paying it.
 */
export async function orderConfirmationMail(
  order: Order,
  links: OrderMailLinks,
  qrPng: Buffer | null,
): Promise<MailMessage> {
  const texts = await orderMailTexts(order.locale);
  const { mail, summary, bank } = texts;
  const transfer = order.bank_transfer;
  const subject = mail('subject', { number: order.number });
  const addresses = addressLines(order, texts);
  const payLines = paymentRows(order, texts);
  const card = links.completeOrder
    ? {
        intro: mail('payByCard', { amount: priceOf(order, order.amount_due_with_vat) }),
        href: links.completeOrder,
      }
    : null;
  const bankIntro = transfer
    ? mail('payBankTransfer', { amount: priceOf(order, transfer.amount), vs: transfer.variable_symbol })
    : null;
  const vatLines = order.vat_summary.map(
    (line) =>
      `${line.rate} %: ${summary('vatBase')} ${priceOf(order, line.base)}, ${summary('vat')} ${priceOf(order, line.vat)}`,
  );

  const text = [
    mail('greeting'),
    '',
    mail('intro', { number: order.number }),
    '',
    `${summary('items')}:`,
    ...order.items.map(
      (item) =>
        `- ${item.name} (${item.code}): ${item.quantity} × ${priceOf(order, item.unit_price_with_vat)} = ${priceOf(order, item.total_with_vat)}`,
    ),
    '',
    ...textRows(totalRows(order, texts)),
    '',
    `${summary('vatSummary')}:`,
    ...vatLines,
    ...(payLines.length ? ['', ...textRows(payLines)] : []),
    ...(transfer && bankIntro
      ? ['', `${bank('title')}:`, bankIntro, ...textRows(bankRows(order, texts))]
      : []),
    ...(card ? ['', card.intro, card.href] : []),
    '',
    `${summary('shipping')}: ${order.shipping.name}`,
    `${summary('payment')}: ${order.payment.name}`,
    ...addresses.flatMap((block) => ['', `${block.title}:`, ...block.lines]),
    '',
    mail('orderLinkIntro'),
    links.thankYou,
    '',
    mail('signature'),
    '',
  ].join('\n');

  const html = htmlDocument({
    lang: order.locale,
    title: subject,
    body: [
      paragraph(escapeHtml(mail('greeting'))),
      paragraph(escapeHtml(mail('intro', { number: order.number }))),
      heading(summary('orderNumber', { number: order.number })),
      itemsTable(order, texts),
      amountTable(totalRows(order, texts)),
      heading(summary('vatSummary')),
      vatTable(order, texts),
      payLines.length ? amountTable(payLines) : '',
      transfer && bankIntro
        ? [
            heading(bank('title')),
            paragraph(escapeHtml(bankIntro)),
            amountTable(bankRows(order, texts)),
            qrPng
              ? paragraph(escapeHtml(mail('qrIntro'))) +
                qrImage(QR_CID, bank('qrAlt', { amount: priceOf(order, transfer.amount) }))
              : '',
          ].join('\n')
        : '',
      card ? linkParagraph(card.intro, card.href, mail('payByCardLink')) : '',
      heading(summary('shippingAndPayment')),
      paragraph(
        [`${summary('shipping')}: ${order.shipping.name}`, `${summary('payment')}: ${order.payment.name}`]
          .map(escapeHtml)
          .join('<br>'),
      ),
      ...addresses.map(addressBlock),
      linkParagraph(mail('orderLinkIntro'), links.thankYou, mail('orderLink')),
      paragraph(escapeHtml(mail('signature'))),
    ]
      .filter(Boolean)
      .join('\n'),
  });

  const attachments: MailAttachment[] =
    transfer && qrPng
      ? [{ filename: 'qr-platba.png', content: qrPng, contentType: 'image/png', cid: QR_CID }]
      : [];
  return { to: order.billing_information.email, subject, text, html, attachments };
}
