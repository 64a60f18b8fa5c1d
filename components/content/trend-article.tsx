import { useTranslations } from 'next-intl';
import { ProductRow } from '@/components/catalog/product-row';
import { MediaImage } from '@/components/ui/media-image';
import { Link } from '@/lib/i18n/navigation';
import type { ProductCard } from '@/lib/server/services/product-cards';
import type { TrendArticle as TrendArticleData } from '@/lib/server/services/content/trends';
import { PublishedDate } from './published-date';
import { RichText } from './rich-text';

interface TrendArticleProps {
  trend: TrendArticleData;
  products: ProductCard[];
}

export function TrendArticle({ trend, products }: TrendArticleProps) {
  const t = useTranslations('Content');
  return (
    <div className="space-y-8">
      <article className="space-y-4">
        <Link href="/trendy-a-inspiracie" className="text-sm text-blue underline hover:text-dark-blue">
          {t('backToTrends')}
        </Link>
        <h1 className="text-3xl font-semibold md:text-4xl">{trend.title}</h1>
        <PublishedDate iso={trend.publishedAt} />
        {trend.image && (
          <MediaImage
            image={trend.image}
            alt=""
            eager
            className="aspect-[16/9] w-full max-w-3xl rounded-lg bg-grey-50 object-contain"
            sizes="(min-width: 768px) 768px, 100vw"
          />
        )}
        <p className="max-w-3xl text-lg font-medium text-grey-800">{trend.perex}</p>
        <RichText html={trend.content} />
      </article>
      {products.length > 0 && (
        <section aria-labelledby="trend-products">
          <h2 id="trend-products" className="mb-4 text-2xl font-semibold">
            {t('linkedProducts')}
          </h2>
          <ProductRow products={products} />
        </section>
      )}
    </div>
  );
}
