import 'server-only';
import path from 'node:path';
import { env } from '@/lib/config/env';
import { dataDir } from '@/lib/server/db';
import { deliverMail, type MailerConfig, type MailMessage, type SentMail } from './mailer';

export type { MailMessage, SentMail } from './mailer';

/** Read on every send, so a test that provides its own data folder gets its mail there. */
function currentMailerConfig(): MailerConfig {
  return { from: env.MAIL_FROM, smtpUrl: env.SMTP_URL, mailDir: path.join(dataDir(), 'mail') };
}

/** Sends one e-mail from the shop: over SMTP_URL, or into `$DATA_DIR/mail/*.eml` without it. */
export function sendMail(message: MailMessage): Promise<SentMail> {
  return deliverMail(currentMailerConfig(), message);
}
