import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AddressBook } from '@/components/account/address-book';
import { ChangePasswordForm } from '@/components/account/change-password-form';
import { ProfileForm } from '@/components/account/profile-form';
import { pageContext } from '@/lib/server/page-context';
import { loadAccountSettingsPage } from '@/lib/server/page-data';

/** Depends on the signed-in user: never cached. */
export const dynamic = 'force-dynamic';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/[channel]/uzivatel/nastaveni-uctu'>): Promise<Metadata> {
  const { locale } = await pageContext(params);
  const t = await getTranslations({ locale, namespace: 'AccountSettings' });
  return { title: t('metaTitle'), robots: { index: false } };
}

/** The signed-in user's own settings: personal details and preferences, saved addresses, the password. */
export default async function AccountSettingsPage({
  params,
}: PageProps<'/[locale]/[channel]/uzivatel/nastaveni-uctu'>) {
  const { locale, channel } = await pageContext(params);
  const { user, addresses } = await loadAccountSettingsPage(locale);
  const t = await getTranslations({ locale, namespace: 'AccountSettings' });
  const person = { firstname: user.firstname, lastname: user.lastname, phone: user.phone };
  return (
    <div className="mx-auto max-w-4xl space-y-10">
      <h1 className="text-3xl font-semibold">{t('title')}</h1>
      <ProfileForm
        email={user.email}
        initial={{
          ...person,
          is_registered_for_newsletter: user.isRegisteredForNewsletter,
          show_price_without_vat: user.showPriceWithoutVat,
        }}
      />
      <AddressBook initial={addresses} defaults={{ ...person, country: channel.country }} />
      <ChangePasswordForm />
    </div>
  );
}
