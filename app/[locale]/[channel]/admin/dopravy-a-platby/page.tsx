import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { FreeShippingForm } from '@/components/admin/shipping/free-shipping-form';
import { PaymentForm } from '@/components/admin/shipping/payment-form';
import { ShippingForm } from '@/components/admin/shipping/shipping-form';
import { BranchesTable, PaymentsTable, ShippingsTable } from '@/components/admin/shipping/shipping-tables';
import { adminIdParamsSchema } from '@/lib/api/contract/admin/list';
import { adminBranchesQuerySchema } from '@/lib/api/contract/admin/shipping';
import { getPathname, Link } from '@/lib/i18n/navigation';
import { getDb } from '@/lib/server/db';
import { pageContext } from '@/lib/server/page-context';
import { requireAdminSection } from '@/lib/server/page-guards';
import { listBranches, readShippingOverview } from '@/lib/server/services/admin/shipping/shipping-overview';

type Props = PageProps<'/[locale]/[channel]/admin/dopravy-a-platby'>;

export async function generateMetadata({ params }: Props) {
  const { locale } = await pageContext(params);
  const t = await getTranslations({ locale, namespace: 'Admin' });
  return { title: t('sections.dopravy-a-platby'), robots: { index: false } };
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="space-y-3">
      <h2 className="text-xl font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/** Shippings, payments, their combinations and prices per shop, free-shipping thresholds, pickup points. */
export default async function ShippingPage({ params, searchParams }: Props) {
  const { locale } = await pageContext(params);
  await requireAdminSection(locale, 'dopravy-a-platby');
  const search = await searchParams;
  const db = await getDb();
  const [t, overview] = await Promise.all([
    getTranslations({ locale, namespace: 'Admin' }),
    readShippingOverview(db, locale),
  ]);
  const href = { pathname: '/admin/[page]', params: { page: 'dopravy-a-platby' } } as const;
  const listHref = getPathname({ href, locale });
  const back = (
    <Link href={href} className="text-sm text-blue underline hover:text-dark-blue">
      {t('list.back')}
    </Link>
  );

  const shippingId = adminIdParamsSchema.safeParse({ id: search.shipping });
  if (search.shipping !== undefined) {
    const shipping = shippingId.success
      ? overview.shippings.find((row) => row.id === shippingId.data.id)
      : undefined;
    if (!shipping) notFound();
    return (
      <div className="space-y-4">
        {back}
        <h1 className="text-3xl font-semibold">{t('shipping.shippingTitle', { name: shipping.name })}</h1>
        <ShippingForm
          shipping={shipping}
          payments={overview.payments}
          combinations={overview.combinations
            .filter((row) => row.shipping_id === shipping.id)
            .map(({ payment_id, channel, price }) => ({ payment_id, channel, price }))}
          listHref={listHref}
        />
      </div>
    );
  }
  const paymentId = adminIdParamsSchema.safeParse({ id: search.payment });
  if (search.payment !== undefined) {
    const payment = paymentId.success
      ? overview.payments.find((row) => row.id === paymentId.data.id)
      : undefined;
    if (!payment) notFound();
    return (
      <div className="space-y-4">
        {back}
        <h1 className="text-3xl font-semibold">{t('shipping.paymentTitle', { name: payment.name })}</h1>
        <PaymentForm payment={payment} listHref={listHref} />
      </div>
    );
  }

  const parsed = adminBranchesQuerySchema.safeParse(search);
  const query = parsed.success ? parsed.data : adminBranchesQuerySchema.parse({});
  const branches = await listBranches(db, query);
  return (
    <div className="space-y-8">
      <h1 className="text-3xl font-semibold">{t('sections.dopravy-a-platby')}</h1>
      <Section title={t('shipping.freeShipping')}>
        <FreeShippingForm thresholds={overview.free_shipping} />
      </Section>
      <Section title={t('shipping.shippings')}>
        <ShippingsTable shippings={overview.shippings} />
      </Section>
      <Section title={t('shipping.payments')}>
        <PaymentsTable payments={overview.payments} />
      </Section>
      <Section title={t('shipping.branchList')}>
        <BranchesTable list={branches} query={query} />
      </Section>
    </div>
  );
}
