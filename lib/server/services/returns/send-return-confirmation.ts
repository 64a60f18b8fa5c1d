import 'server-only';
import { eq } from 'drizzle-orm';
import { createTranslator } from 'next-intl';
import { groupIban } from '@/lib/forms/iban';
import { loadShopMessages } from '@/lib/i18n/message-overrides';
import type { DbOrTx } from '@/lib/server/db';
import { orders, returnRequests } from '@/lib/server/db/schema';
import type { MailMessage } from '@/lib/server/mail/send-mail';
import { simpleMail } from '@/lib/server/mail/templates/simple-mail';
import { returnRequestPdf } from '@/lib/server/pdf/return-request-pdf';
import { presentReturns } from './order-returns';

function billingName(address: Record<string, string>): string {
  return [address.firstname, address.lastname].filter(Boolean).join(' ');
}

/**
 * The return request's confirmation in the language it was filed in, to the e-mail given on the form,
 * with the request as a PDF to print and put in the parcel.
 */
export async function returnConfirmationMail(db: DbOrTx, returnId: number): Promise<MailMessage> {
  const [row] = await db
    .select({ request: returnRequests, order: orders })
    .from(returnRequests)
    .innerJoin(orders, eq(orders.id, returnRequests.orderId))
    .where(eq(returnRequests.id, returnId));
  if (!row) throw new Error(`Return request ${returnId} not found`);
  const { order } = row;
  const [request] = await presentReturns(db, [row.request]);
  const locale = row.request.locale;
  const messages = await loadShopMessages(locale);
  const t = createTranslator({ locale, messages, namespace: 'ReturnDocument' });
  const pdf = await returnRequestPdf(
    {
      request: request!,
      orderNumber: order.number,
      orderCreatedAt: order.createdAt,
      customerName: order.company?.name || billingName(order.billingAddress),
      email: row.request.email,
    },
    locale,
  );
  const lines = request!.lines.map((line) => t('mailLine', { quantity: line.quantity, name: line.name }));
  const mail = simpleMail({
    locale,
    to: row.request.email,
    subject: t('mailSubject', { number: request!.number }),
    paragraphs: [
      t('mailGreeting'),
      t('mailBody', { number: request!.number, order: order.number }),
      ...lines,
      t('mailRefund', { iban: groupIban(request!.iban) }),
      t('mailPrint'),
    ],
    closing: [t('mailSignature')],
  });
  const attachment = {
    filename: `${t('pdfFileName')}-${request!.number}.pdf`,
    content: pdf,
    contentType: 'application/pdf',
  };
  return { ...mail, attachments: [attachment] };
}
