import 'server-only';
import { eq } from 'drizzle-orm';
import type { RegistrationDetail } from '@/lib/api/contract/admin/registrations';
import { enqueueMail } from '@/lib/server/mail-jobs';
import type { Db } from '@/lib/server/db';
import { b2bRegistrations } from '@/lib/server/db/schema';
import type { AdminCaller } from '../admin-caller';
import { recordAudit } from '../audit-log';
import { applicantOf, lockPendingRegistration } from './registration-decision';
import { registrationDetail } from './registration-list';
import { registrationRejectedMail } from './registration-mails';

/** Rejects a pending application with the reason, which is stored and e-mailed to the applicant. */
export async function rejectRegistration(
  db: Db,
  caller: AdminCaller,
  id: number,
  reason: string,
  now = new Date(),
): Promise<RegistrationDetail> {
  await db.transaction(async (tx) => {
    const pending = await lockPendingRegistration(tx, id);
    await tx
      .update(b2bRegistrations)
      .set({ status: 'rejected', rejectionReason: reason, decidedByUserId: caller.user.id, decidedAt: now })
      .where(eq(b2bRegistrations.id, id));
    await recordAudit(tx, caller, {
      action: 'reject',
      entityId: id,
      summary: `${pending.companyName}: ${reason}`,
    });
    await enqueueMail(tx, 'registration-decision', () =>
      registrationRejectedMail(applicantOf(pending), reason),
    );
  });
  return registrationDetail(db, id);
}
