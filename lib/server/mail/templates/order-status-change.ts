import { createTranslator } from 'next-intl';
import type { OrderStatus } from '@/lib/api/contract/order';
import type { Locale } from '@/lib/config/locales';
import { loadShopMessages } from '@/lib/i18n/message-overrides';
import type { MailMessage } from '../mailer';
import { simpleMail } from './simple-mail';

export interface OrderStatusMailContent {
  locale: Locale;
  to: string;
  number: string;
  status: Exclude<OrderStatus, 'new'>;
  tracking: { number: string; url: string | null } | null;
  /** The number of the invoice issued with the shipment (a company's order). */
  invoiceNumber: string | null;
  /** Absolute address of the order's page. */
  orderUrl: string;
  /** Absolute address of the company's invoices, when an invoice was issued. */
  invoicesUrl: string | null;
}

/** Tells the customer, in the order's language, what happened to the order: confirmed, shipped, delivered, cancelled. */
export async function orderStatusMail(content: OrderStatusMailContent): Promise<MailMessage> {
  const messages = await loadShopMessages(content.locale);
  const t = createTranslator({ locale: content.locale, messages, namespace: 'OrderStatusEmail' });
  const status = createTranslator({ locale: content.locale, messages, namespace: 'OrderStatus' });
  const { number, tracking, invoiceNumber } = content;
  const paragraphs = [t('greeting'), t(`intro.${content.status}`, { number })];
  if (tracking) {
    paragraphs.push(t('trackingNumber', { tracking: tracking.number }));
    if (tracking.url) paragraphs.push(t('trackingUrl', { url: tracking.url }));
  }
  if (invoiceNumber) {
    paragraphs.push(t('invoice', { invoice: invoiceNumber }));
    if (content.invoicesUrl) paragraphs.push(t('invoicesAt', { url: content.invoicesUrl }));
  }
  return simpleMail({
    locale: content.locale,
    to: content.to,
    subject: t('subject', { number, status: status(content.status) }),
    paragraphs,
    action: { intro: t('orderLinkIntro'), label: t('orderLink'), url: content.orderUrl },
    closing: [t('signature')],
  });
}
