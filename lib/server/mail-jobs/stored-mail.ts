import 'server-only';
import type { StoredMail } from '@/lib/server/db/schema';
import type { MailMessage } from '@/lib/server/mail/send-mail';

/** The message as the outbox keeps it: one JSON value, attachments in base64. */
export function storedMail(message: MailMessage): StoredMail {
  return {
    text: message.text,
    html: message.html,
    attachments: (message.attachments ?? []).map(({ content, ...attachment }) => ({
      ...attachment,
      contentBase64: content.toString('base64'),
    })),
  };
}

export function mailOfJob(job: { recipient: string; subject: string; message: StoredMail }): MailMessage {
  return {
    to: job.recipient,
    subject: job.subject,
    text: job.message.text,
    html: job.message.html,
    attachments: job.message.attachments.map(({ contentBase64, ...attachment }) => ({
      ...attachment,
      content: Buffer.from(contentBase64, 'base64'),
    })),
  };
}
