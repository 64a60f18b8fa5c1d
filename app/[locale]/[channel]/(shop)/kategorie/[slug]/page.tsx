import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { MediaImage } from '@/components/ui/media-image';
import { listingMetadata } from '@/components/listing/listing-metadata';
import { ListingView } from '@/components/listing/listing-view';
import { SubcategoryTiles } from '@/components/listing/subcategory-tiles';
import { searchString } from '@/lib/listing/search-string';
import { pageContext } from '@/lib/server/page-context';
import { loadCategoryPage } from '@/lib/server/page-data';

export const revalidate = 3600;

type Props = PageProps<'/[locale]/[channel]/kategorie/[slug]'>;

async function load({ params, searchParams }: Props) {
  const { locale, channel } = await pageContext(params);
  const { slug } = await params;
  const loaded = await loadCategoryPage(locale, channel.id, slug, searchString(await searchParams));
  return { locale, channel, ...loaded };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, category, result } = await load(props);
  const t = await getTranslations({ locale, namespace: 'Listing' });
  return listingMetadata({
    locale,
    title: category.name,
    description:
      category.description || t('categoryDescription', { category: category.name, count: result.total }),
    routeFor: (target) => {
      const slug = category.slugs[target];
      return slug ? { pathname: '/kategorie/[slug]', params: { slug } } : null;
    },
    query: result.query,
  });
}

/**
 * A category, or a brand taxon shown as the brand's page; another language's slug moves to this one's,
 * an unknown slug is a 404.
 */
export default async function CategoryPage(props: Props) {
  const { locale, channel, category, result } = await load(props);
  const t = await getTranslations({ locale, namespace: 'Listing' });
  const subcategories = category.children.filter((child) => !child.isBrandTaxon);
  const brandTaxons = category.children.filter((child) => child.isBrandTaxon);
  const intro = (
    <div className="flex items-center gap-4">
      {category.isBrandTaxon && category.image && (
        <MediaImage
          image={category.image}
          alt=""
          sizes="96px"
          eager
          className="size-24 shrink-0 object-contain"
        />
      )}
      {category.description && <p>{category.description}</p>}
    </div>
  );
  return (
    <ListingView
      locale={locale}
      channel={channel}
      route={{ pathname: '/kategorie/[slug]', params: { slug: category.slug } }}
      title={category.name}
      eyebrow={category.isBrandTaxon ? t('brandEyebrow') : undefined}
      intro={intro}
      breadcrumb={[
        ...category.ancestors.map((ancestor) => ({
          name: ancestor.name,
          href: { pathname: '/kategorie/[slug]' as const, params: { slug: ancestor.slug } },
        })),
        { name: category.name, href: null },
      ]}
      result={result}
      showBrandFacet={!category.isBrandTaxon}
    >
      <SubcategoryTiles title={t('subcategories')} tiles={subcategories} />
      <SubcategoryTiles title={t('brandTaxons')} tiles={brandTaxons} />
    </ListingView>
  );
}
