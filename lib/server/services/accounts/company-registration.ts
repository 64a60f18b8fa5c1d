import 'server-only';
import type { z } from 'zod';
import type { companyRegistrationRequestSchema } from '@/lib/api/contract/company-registration';
import type { ChannelId } from '@/lib/config/channels';
import type { Locale } from '@/lib/config/locales';
import { COMPANY_REGISTRATIONS_PER_IP } from '@/lib/server/auth/auth-policy';
import { takeRequestSlot } from '@/lib/server/auth/request-limits';
import { enqueueMail } from '@/lib/server/mail-jobs';
import type { Db } from '@/lib/server/db';
import { b2bRegistrations } from '@/lib/server/db/schema';
import { companyRegistrationMail } from './account-mails';

export type CompanyRegistrationForm = z.output<typeof companyRegistrationRequestSchema>;

export interface CompanyApplication {
  form: CompanyRegistrationForm;
  locale: Locale;
  channel: ChannelId;
  ip: string;
}

/**
 * A company's partner application from `/pro-firmy`: stored as pending for a dealer to approve or reject
 * (admin `registrace-b2b-formular`), with the language and shop it came from; the contact person gets a
 * confirmation in that language. Rate-limited per IP address.
 */
export async function submitCompanyRegistration(
  db: Db,
  application: CompanyApplication,
): Promise<{ id: number; status: 'pending' }> {
  const { form, locale, channel } = application;
  await takeRequestSlot(db, [
    { key: `company-registration-ip:${application.ip}`, limit: COMPANY_REGISTRATIONS_PER_IP },
  ]);
  const email = form.email.trim().toLowerCase();
  const mail = await companyRegistrationMail(locale, email, {
    name: form.company_name,
    contactName: form.firstname,
  });
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(b2bRegistrations)
      .values({
        companyName: form.company_name,
        companyId: form.company_id,
        vatId: form.vat_id === '' ? null : form.vat_id,
        isVatPayer: form.is_vat_payer,
        firstname: form.firstname,
        lastname: form.lastname,
        email,
        phone: form.phone,
        street: form.street,
        city: form.city,
        zip: form.zip,
        country: form.country,
        businessType: form.business_type,
        note: form.note,
        locale,
        channel,
      })
      .returning({ id: b2bRegistrations.id });
    await enqueueMail(tx, 'registration', () => mail);
    return row!.id;
  });
  return { id, status: 'pending' };
}
