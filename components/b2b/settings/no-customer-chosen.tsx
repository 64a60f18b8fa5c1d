import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';

/** The account settings before a customer is chosen: the page stays (it is exempt), the choice is one click away. */
export async function NoCustomerChosen({ title }: { title: string }) {
  const t = await getTranslations('CompanySettings');
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold text-dark-blue sm:text-3xl">{title}</h1>
      <p role="status" className="rounded-md border border-blue bg-light-blue px-4 py-3 text-dark-blue">
        {t('noCustomerChosen')}
      </p>
      <Link
        href="/b2b/vyberte-zakaznika"
        className="self-start rounded-md bg-blue px-4 py-3 font-semibold text-white hover:bg-dark-blue"
      >
        {t('chooseCustomer')}
      </Link>
    </div>
  );
}
