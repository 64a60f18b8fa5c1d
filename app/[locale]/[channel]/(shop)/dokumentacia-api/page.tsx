import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ApiDocsIntro } from '@/components/api-docs/api-docs-intro';
import { AreaSection, areaAnchor } from '@/components/api-docs/area-section';
import { CommonErrors } from '@/components/api-docs/common-errors';
import { SchemaList } from '@/components/api-docs/schema-list';
import { StaffAreas } from '@/components/api-docs/staff-areas';
import { isStaffArea } from '@/lib/api/endpoints/areas';
import { openApiDocument } from '@/lib/api/openapi/document';
import { operationsByArea } from '@/lib/api/openapi/reading';
import { reachableSchemas } from '@/lib/api/openapi/references';
import { pageContext } from '@/lib/server/page-context';
import { alternates } from '@/lib/seo/alternates';

export const revalidate = 3600;

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/[channel]/dokumentacia-api'>): Promise<Metadata> {
  const { locale } = await pageContext(params);
  const t = await getTranslations({ locale, namespace: 'ApiDocs' });
  return {
    title: t('metaTitle'),
    description: t('metaDescription'),
    alternates: alternates('/dokumentacia-api', locale),
  };
}

/**
 * The API for company customers' developers, rendered from the document /api/openapi.json serves: the
 * shop's endpoints in full, the administration's as a list (their callers are the shop's staff).
 */
export default async function ApiDocsPage({ params }: PageProps<'/[locale]/[channel]/dokumentacia-api'>) {
  const { locale } = await pageContext(params);
  const t = await getTranslations({ locale, namespace: 'ApiDocs' });
  const document = openApiDocument();
  const areas = operationsByArea(document);
  const shopAreas = areas.filter(({ area }) => !isStaffArea(area));
  const shopOperations = shopAreas.flatMap(({ operations }) => operations);
  const contents: { href: string; label: string; count?: number }[] = [
    ...shopAreas.map(({ area, operations }) => ({
      href: `#${areaAnchor(area)}`,
      label: t(`areas.${area}.name`),
      count: operations.length,
    })),
    { href: '#api-errors', label: t('errorsTitle') },
    { href: '#api-schemas', label: t('schemasTitle') },
    { href: '#api-staff', label: t('staffTitle') },
  ];
  return (
    <div className="space-y-10">
      <header className="max-w-3xl space-y-3">
        <h1 className="text-3xl font-semibold">{t('title')}</h1>
        <p className="text-lg text-grey-700">{t('lead')}</p>
        <p>
          <a href="/api/openapi.json" className="font-medium text-blue underline" download="openapi.json">
            {t('download')}
          </a>
        </p>
      </header>
      <ApiDocsIntro />
      <nav aria-labelledby="api-contents" className="max-w-3xl">
        <h2 id="api-contents" className="mb-2 text-2xl font-semibold">
          {t('contents')}
        </h2>
        <ul className="grid gap-1 sm:grid-cols-2">
          {contents.map(({ href, label, count }) => (
            <li key={href}>
              <a href={href} className="text-blue underline">
                {label}
              </a>
              {count !== undefined && (
                <span className="text-sm text-grey-600"> ({t('endpointCount', { count })})</span>
              )}
            </li>
          ))}
        </ul>
      </nav>
      {shopAreas.map(({ area, operations }) => (
        <AreaSection key={area} document={document} area={area} operations={operations} />
      ))}
      <CommonErrors document={document} operations={shopOperations} />
      <SchemaList schemas={reachableSchemas(shopOperations, document.components.schemas)} />
      <StaffAreas areas={areas.filter(({ area }) => isStaffArea(area))} />
    </div>
  );
}
