import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { provideDataDir } from '@/lib/server/db';
import { parseEml, readMailFolder } from './support/read-eml';

// The mail module reads the data folder on every send, so pointing it at a temporary one is enough.
const folders = { dataDir: '' };
provideDataDir(() => folders.dataDir);

const { sendMail } = await import('@/lib/server/mail/send-mail');
const { deliverMail } = await import('@/lib/server/mail/mailer');
const { newsletterConfirmationMail } = await import('@/lib/server/mail/templates/newsletter-confirmation');
const { env } = await import('@/lib/config/env');

const message = {
  to: 'jana.novakova@example.com',
  subject: 'Potvrzení objednávky č. 2026001',
  text: 'Dobrý den,\nděkujeme za objednávku.',
  html: '<p>Dobrý den,<br>děkujeme za objednávku.</p>',
};

// No database here: the mail module never touches one, so there is no driver to run it on.
describe('the mail module without SMTP_URL', () => {
  beforeAll(async () => {
    folders.dataDir = await mkdtemp(path.join(os.tmpdir(), 'horeca-mail-'));
  });
  afterAll(() => rm(folders.dataDir, { recursive: true, force: true }));

  it('writes the message as an .eml file into $DATA_DIR/mail, from MAIL_FROM', async () => {
    const sent = await sendMail(message);
    const mailDir = path.join(folders.dataDir, 'mail');
    expect(sent.file).toBe(path.join(mailDir, path.basename(sent.file!)));
    expect(path.basename(sent.file!)).toMatch(
      /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-[0-9a-f]{8}\.eml$/,
    );

    const [written, ...others] = await readMailFolder(mailDir);
    expect(others).toEqual([]);
    expect(written?.mail).toEqual({
      from: env.MAIL_FROM,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      attachments: [],
    });
  });

  it('gives two messages sent at once two files', async () => {
    const mailDir = await mkdtemp(path.join(os.tmpdir(), 'horeca-mail-pair-'));
    const config = { from: 'Shop <shop@example.com>', mailDir: path.join(mailDir, 'nested', 'mail') };
    await Promise.all([
      deliverMail(config, message),
      deliverMail(config, { ...message, to: 'b@example.com' }),
    ]);
    const files = await readdir(config.mailDir);
    expect(files).toHaveLength(2);
    const recipients = (await readMailFolder(config.mailDir)).map(({ mail }) => mail.to).sort();
    expect(recipients).toEqual(['b@example.com', message.to]);
    await rm(mailDir, { recursive: true, force: true });
  });
});

describe('the newsletter confirmation e-mail', () => {
  const link = 'https://cz.example/cs/email-odhlasit?token=abc_DEF-123';

  it.each([
    ['sk', 'Prihlásenie na odber noviniek Horeca Shop', 'Odhlásiť sa z odberu'],
    ['cs', 'Přihlášení k odběru novinek Horeca Shop', 'Odhlásit se z odběru'],
    ['en', 'Your Horeca Shop newsletter subscription', 'Unsubscribe'],
  ] as const)('is written in %s with the unsubscribe link in both parts', (locale, subject, linkText) => {
    const mail = newsletterConfirmationMail(locale, 'eva@example.com', link);
    expect(mail.to).toBe('eva@example.com');
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(`\n${link}\n`);
    expect(mail.html).toContain(`<html lang="${locale}">`);
    expect(mail.html).toContain(`<a href="${link}" style="color:#1d4ed8">${linkText}</a>`);
  });

  it('escapes the link inside the HTML', () => {
    const mail = newsletterConfirmationMail('en', 'eva@example.com', 'https://x.example/?a=1&b="2"');
    expect(mail.html).toContain('href="https://x.example/?a=1&amp;b=&quot;2&quot;"');
  });

  it('survives the round trip through an .eml file', async () => {
    const mailDir = await mkdtemp(path.join(os.tmpdir(), 'horeca-mail-eml-'));
    const mail = newsletterConfirmationMail('sk', 'eva@example.com', link);
    const sent = await deliverMail({ from: 'Shop <shop@example.com>', mailDir }, mail);
    const [written] = await readMailFolder(mailDir);
    expect(sent.file).toContain(mailDir);
    expect(written?.mail.subject).toBe('Prihlásenie na odber noviniek Horeca Shop');
    expect(written?.mail.text).toBe(mail.text);
    expect(parseEml('Subject: =?UTF-8?Q?a?= =?UTF-8?Q?b?= c\n\nx').subject).toBe('ab c');
    await rm(mailDir, { recursive: true, force: true });
  });
});
