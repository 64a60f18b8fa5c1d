import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTransport } from 'nodemailer';

/** A file sent with the message; with `cid` the HTML shows it inline as `<img src="cid:…">`. */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
  cid?: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /** The Message-ID header; one per outbox job, so a receiver can tell a re-sent copy from a new e-mail. */
  messageId?: string;
}

export interface MailerConfig {
  from: string;
  /** Send over SMTP; without it the message is written to `mailDir` as an .eml file. */
  smtpUrl?: string;
  mailDir: string;
}

export interface SentMail {
  messageId: string;
  /** The written .eml file when there is no SMTP server. */
  file: string | null;
}

/** Sortable by time, unique thanks to the random suffix: `2026-03-01T10-15-30-123Z-9f2c41ab.eml`. */
function emlFileName(now: Date): string {
  return `${now.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
}

async function writeEml(config: MailerConfig, message: MailMessage): Promise<SentMail> {
  const transport = createTransport({ streamTransport: true, buffer: true });
  const info = await transport.sendMail({ from: config.from, ...message });
  await mkdir(config.mailDir, { recursive: true });
  const file = path.join(config.mailDir, emlFileName(new Date()));
  await writeFile(file, info.message);
  return { messageId: info.messageId, file };
}

/**
 * Far below nodemailer's defaults (2 and 10 minutes): a job being sent holds a lease
 * (MAIL_JOB_LEASE_SECONDS), and an attempt must end, sent or failed, before another instance may take it up.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

async function sendOverSmtp(smtpUrl: string, config: MailerConfig, message: MailMessage): Promise<SentMail> {
  const transport = createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  try {
    const info = await transport.sendMail({ from: config.from, ...message });
    return { messageId: info.messageId, file: null };
  } finally {
    transport.close();
  }
}

export function deliverMail(config: MailerConfig, message: MailMessage): Promise<SentMail> {
  return config.smtpUrl ? sendOverSmtp(config.smtpUrl, config, message) : writeEml(config, message);
}
