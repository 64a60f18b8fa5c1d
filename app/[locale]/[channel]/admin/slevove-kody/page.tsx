import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { DiscountCodeForm } from '@/components/admin/discount-codes/discount-code-form';
import { DiscountCodesList } from '@/components/admin/discount-codes/discount-codes-list';
import { adminDiscountCodesQuerySchema } from '@/lib/api/contract/admin/discount-codes';
import { adminIdParamsSchema } from '@/lib/api/contract/admin/list';
import { getPathname, Link } from '@/lib/i18n/navigation';
import { getDb } from '@/lib/server/db';
import { AppError } from '@/lib/server/errors';
import { pageContext } from '@/lib/server/page-context';
import { requireAdminSection } from '@/lib/server/page-guards';
import {
  listDiscountCodes,
  readDiscountCode,
} from '@/lib/server/services/admin/discount-codes/discount-codes';

type Props = PageProps<'/[locale]/[channel]/admin/slevove-kody'>;

export async function generateMetadata({ params }: Props) {
  const { locale } = await pageContext(params);
  const t = await getTranslations({ locale, namespace: 'Admin' });
  return { title: t('sections.slevove-kody'), robots: { index: false } };
}

async function codeOrNotFound(id: number) {
  try {
    return await readDiscountCode(await getDb(), id);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) notFound();
    throw error;
  }
}

/** Discount codes: the list, a new code (`?new=1`) or one code to edit (`?id=`). */
export default async function DiscountCodesPage({ params, searchParams }: Props) {
  const { locale } = await pageContext(params);
  await requireAdminSection(locale, 'slevove-kody');
  const search = await searchParams;
  const t = await getTranslations({ locale, namespace: 'Admin' });
  const href = { pathname: '/admin/[page]', params: { page: 'slevove-kody' } } as const;
  const editing = adminIdParamsSchema.safeParse({ id: search.id });
  if (search.new === '1' || (search.id !== undefined && editing.success)) {
    const code = editing.success ? await codeOrNotFound(editing.data.id) : null;
    return (
      <div className="space-y-4">
        <Link href={href} className="text-sm text-blue underline hover:text-dark-blue">
          {t('list.back')}
        </Link>
        <h1 className="text-3xl font-semibold">
          {code ? t('discountCodes.editTitle', { code: code.code }) : t('discountCodes.newTitle')}
        </h1>
        <DiscountCodeForm code={code} listHref={getPathname({ href, locale })} />
      </div>
    );
  }
  const parsed = adminDiscountCodesQuerySchema.safeParse(search);
  const query = parsed.success ? parsed.data : adminDiscountCodesQuerySchema.parse({});
  const list = await listDiscountCodes(await getDb(), query);
  return (
    <div className="space-y-4">
      <h1 className="text-3xl font-semibold">{t('sections.slevove-kody')}</h1>
      <DiscountCodesList list={list} query={query} />
    </div>
  );
}
