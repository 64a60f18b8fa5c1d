'use client';

import { useTranslations } from 'next-intl';
import { useLocale } from 'next-intl';
import { useRouter } from 'next/navigation';
import { LocalizedUrlLink as Link } from '@/components/ui/localized-url-link';
import { apiClient } from '@/lib/api/client';
import type { AdminProduct, ProductChoices } from '@/lib/api/contract/admin/products';
import { getPathname } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/config/locales';
import { ConfirmButton } from '../confirm-button';
import { useAdminAction } from '../use-admin-action';
import { emptyProduct } from './product-defaults';
import { ProductForm } from './product-form';
import { ProductImages } from './product-images';

/** A new product's form, or an existing one's with its photos, shop link and delete. */
export function ProductEditor({
  choices,
  product,
}: {
  choices: ProductChoices;
  product: AdminProduct | null;
}) {
  const t = useTranslations('Admin');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const { run, busy } = useAdminAction();
  const name = product?.input.translations[locale].name || product?.input.translations.sk.name || '';
  const slug = product?.input.translations[locale].slug;
  return (
    <div className="space-y-6">
      <Link href="?" className="text-sm text-blue hover:underline">
        ← {t('list.back')}
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 id="product-form-title" className="text-3xl font-semibold">
            {product ? t('products.editTitle', { name }) : t('products.newTitle')}
          </h1>
          {product && (
            <p className="text-sm text-grey-600">
              {t('products.form.stats', { sales: product.sales_count, boost: product.boost_score })}
            </p>
          )}
        </div>
        {product && (
          <div className="flex flex-wrap items-center gap-4">
            {slug && (
              <a
                href={getPathname({ href: { pathname: '/produkt/[slug]', params: { slug } }, locale })}
                className="text-sm font-medium text-blue hover:underline"
                target="_blank"
                rel="noopener"
              >
                {t('products.form.viewInShop')}
              </a>
            )}
            <ConfirmButton
              label={t('products.deleteProduct')}
              question={t('list.deleteQuestion', { name })}
              busy={busy}
              onConfirm={async () => {
                const deleted = await run(() => apiClient.delete(`/api/admin/produkty/${product.id}`), {
                  success: t('products.deleted'),
                  failure: t('list.deleteFailed'),
                });
                if (deleted) router.push('?');
                return deleted;
              }}
            />
          </div>
        )}
      </div>
      {product ? (
        <ProductImages productId={product.id} images={product.images} />
      ) : (
        <p className="text-grey-600">{t('products.images.saveFirst')}</p>
      )}
      <ProductForm
        key={product?.id ?? 'new'}
        choices={choices}
        productId={product?.id ?? null}
        initial={product?.input ?? emptyProduct()}
      />
    </div>
  );
}
