import 'server-only';
import { count, eq } from 'drizzle-orm';
import type { ReturnRequestForm, ReturnRequestResponse } from '@/lib/api/contract/returns';
import type { Locale } from '@/lib/config/locales';
import { RETURN_REQUESTS_PER_IP } from '@/lib/server/auth/auth-policy';
import { takeRequestSlot } from '@/lib/server/auth/request-limits';
import type { SessionUser } from '@/lib/server/auth/session-user';
import { runInBackground } from '@/lib/server/background-tasks';
import { enqueueMail } from '@/lib/server/mail-jobs';
import type { Db } from '@/lib/server/db';
import { returnRequestItems, returnRequests } from '@/lib/server/db/schema';
import { claimedQuantities } from './claimed-quantities';
import { findReturnOrder } from './return-order';
import { returnableLines } from './returnable-lines';
import { returnConfirmationMail } from './send-return-confirmation';

export interface ReturnFiling {
  form: ReturnRequestForm;
  locale: Locale;
  user: SessionUser | null;
  ip: string;
}

/**
 * `POST /api/returns`: files a return request for lines of an order found as the lookup finds it, at
 * most what is left of each line, and e-mails the confirmation with the printable request (PDF). The
 * order stays locked while its lines are counted, so two requests at once cannot claim the same pieces.
 */
export async function fileReturnRequest(db: Db, filing: ReturnFiling): Promise<ReturnRequestResponse> {
  const { form } = filing;
  await takeRequestSlot(db, [{ key: `return-request-ip:${filing.ip}`, limit: RETURN_REQUESTS_PER_IP }]);
  const email = form.email.toLowerCase();
  const filed = await db.transaction(async (tx) => {
    const order = await findReturnOrder(tx, { orderNumber: form.order_number, email }, filing.user, {
      lock: true,
    });
    const lines = claimedQuantities(form.lines, await returnableLines(tx, order));
    const [{ earlier } = { earlier: 0 }] = await tx
      .select({ earlier: count() })
      .from(returnRequests)
      .where(eq(returnRequests.orderId, order.id));
    const [row] = await tx
      .insert(returnRequests)
      .values({
        number: `${order.number}-R${earlier + 1}`,
        orderId: order.id,
        userId: filing.user?.id ?? null,
        email,
        locale: filing.locale,
        reason: form.reason,
        note: form.note,
        iban: form.iban,
      })
      .returning({ id: returnRequests.id, number: returnRequests.number });
    await tx
      .insert(returnRequestItems)
      .values(
        lines.map((line) => ({ returnRequestId: row!.id, orderItemId: line.id, quantity: line.quantity })),
      );
    return row!;
  });
  // The PDF is made after the answer; the e-mail is a job from then on.
  runInBackground(`Return request ${filed.number} confirmation`, async () =>
    enqueueMail(db, 'return-confirmation', () => returnConfirmationMail(db, filed.id)),
  );
  return { id: filed.id, number: filed.number, email };
}
