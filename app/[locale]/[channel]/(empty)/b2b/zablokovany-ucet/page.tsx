import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LogoutButton } from '@/components/b2b/logout-button';
import { contacts } from '@/lib/config/contacts';
import { Link, redirect } from '@/lib/i18n/navigation';
import { actsForAnyCustomer } from '@/lib/server/auth/roles';
import { pageContext } from '@/lib/server/page-context';
import { requireSignedInUser } from '@/lib/server/page-guards';

/** Depends on the signed-in user: never cached. */
export const dynamic = 'force-dynamic';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/[channel]/b2b/zablokovany-ucet'>): Promise<Metadata> {
  const { locale } = await pageContext(params);
  const t = await getTranslations({ locale, namespace: 'BlockedAccount' });
  return { title: t('title'), robots: { index: false } };
}

/** routes.md: where a user whose selected customer is blocked is sent (empty layout). */
export default async function BlockedAccountPage({
  params,
}: PageProps<'/[locale]/[channel]/b2b/zablokovany-ucet'>) {
  const { locale, channel } = await pageContext(params);
  const user = await requireSignedInUser(locale, '/b2b/zablokovany-ucet');
  const customer = user.selectedCustomer;
  if (!customer?.isBlocked) redirect({ href: '/', locale });
  const t = await getTranslations({ locale, namespace: 'BlockedAccount' });
  const contact = contacts[channel.id].b2b;
  const canChooseAnother = actsForAnyCustomer(user.roles) || user.membershipsCount > 1;
  return (
    <section
      aria-labelledby="blocked-title"
      className="w-full max-w-lg rounded-lg bg-white p-6 shadow sm:p-8"
    >
      <h1 id="blocked-title" className="mb-3 text-2xl font-semibold sm:text-3xl">
        {t('title')}
      </h1>
      <p className="mb-4">{t('text', { customer: customer?.name ?? '' })}</p>
      <p className="mb-6">
        {t('contact')}{' '}
        <a href={`tel:${contact.phoneHref}`} className="font-semibold text-blue hover:underline">
          {contact.phone}
        </a>
        {', '}
        <a href={`mailto:${contact.email}`} className="font-semibold text-blue hover:underline">
          {contact.email}
        </a>
      </p>
      <div className="flex flex-wrap gap-3">
        {canChooseAnother && (
          <Link
            href="/b2b/vyberte-zakaznika"
            className="rounded bg-blue px-4 py-2 font-semibold text-white hover:bg-dark-blue"
          >
            {t('chooseAnother')}
          </Link>
        )}
        <LogoutButton className="rounded border border-grey-300 px-4 py-2 font-semibold hover:bg-grey-100 disabled:opacity-60" />
      </div>
    </section>
  );
}
