import 'server-only';
import type { MailMessage } from '@/lib/server/mail/send-mail';
import { simpleMail } from '@/lib/server/mail/templates/simple-mail';
import { type AccessRecipient, accountMailTexts } from '../users/access-mail';

/** The application was not approved, and why: told in the language the applicant used. */
export async function registrationRejectedMail(
  applicant: AccessRecipient,
  reason: string,
): Promise<MailMessage> {
  const t = await accountMailTexts(applicant.locale);
  return simpleMail({
    locale: applicant.locale,
    to: applicant.email,
    subject: t('companyRejectedSubject'),
    paragraphs: [
      t('greetingName', { name: applicant.firstname }),
      t('companyRejectedBody', { company: applicant.companyName }),
      t('companyRejectedReason', { reason }),
    ],
    closing: [t('companyRejectedContact'), t('signature')],
  });
}
