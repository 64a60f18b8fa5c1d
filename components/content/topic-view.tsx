import { useTranslations } from 'next-intl';
import { ProductRow } from '@/components/catalog/product-row';
import { Link } from '@/lib/i18n/navigation';
import type { ProductCard } from '@/lib/server/services/product-cards';
import type { TopicLink, TopicPage } from '@/lib/server/services/content/topics';
import { RichText } from './rich-text';

const topicHref = (topic: TopicLink) => ({
  pathname: '/topic-page/[slug]' as const,
  params: { slug: topic.slug },
});

// WCAG 2.5.8: 24 px high tap targets.
const breadcrumbLink = 'inline-flex min-h-6 items-center hover:text-blue hover:underline';

function TopicBreadcrumb({ topic }: { topic: TopicPage }) {
  const t = useTranslations('Content');
  return (
    <nav aria-label={t('breadcrumb')} className="text-sm text-grey-600">
      <ol className="flex flex-wrap gap-x-2">
        <li>
          <Link href="/" className={breadcrumbLink}>
            {t('home')}
          </Link>
        </li>
        {topic.parent && (
          <li>
            <span aria-hidden="true">› </span>
            <Link href={topicHref(topic.parent)} className={breadcrumbLink}>
              {topic.parent.name}
            </Link>
          </li>
        )}
        <li aria-current="page">
          <span aria-hidden="true">› </span>
          {topic.name}
        </li>
      </ol>
    </nav>
  );
}

/** A topic: its text, its sub-topics and the products of its categories. */
export function TopicView({ topic, products }: { topic: TopicPage; products: ProductCard[] }) {
  const t = useTranslations('Content');
  return (
    <div className="space-y-8">
      <div className="space-y-4">
        <TopicBreadcrumb topic={topic} />
        <h1 className="text-3xl font-semibold md:text-4xl">{topic.name}</h1>
        <RichText html={topic.content} />
      </div>
      {topic.children.length > 0 && (
        <nav aria-labelledby="topic-children">
          <h2 id="topic-children" className="mb-3 text-2xl font-semibold">
            {t('subtopics')}
          </h2>
          <ul className="flex flex-wrap gap-3">
            {topic.children.map((child) => (
              <li key={child.slug}>
                <Link
                  href={topicHref(child)}
                  className="inline-block rounded-full border border-grey-300 px-4 py-2 hover:border-blue hover:text-blue"
                >
                  {child.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <section aria-labelledby="topic-products">
        <h2 id="topic-products" className="mb-4 text-2xl font-semibold">
          {t('topicProducts')}
        </h2>
        {products.length > 0 ? (
          <ProductRow products={products} />
        ) : (
          <p className="text-grey-700">{t('topicEmpty')}</p>
        )}
      </section>
    </div>
  );
}
