import { useTranslations } from 'next-intl';
import type { ApiArea } from '@/lib/api/endpoints/areas';
import type { DocumentedOperation } from '@/lib/api/openapi/reading';
import type { OpenApiDocument } from '@/lib/api/openapi/types';
import { OperationCard } from './operation-card';

export const areaAnchor = (area: ApiArea) => `area-${area}`;

export function AreaSection({
  document,
  area,
  operations,
}: {
  document: OpenApiDocument;
  area: ApiArea;
  operations: DocumentedOperation[];
}) {
  const t = useTranslations('ApiDocs');
  return (
    <section id={areaAnchor(area)} aria-labelledby={`${areaAnchor(area)}-title`} className="space-y-2">
      <h2 id={`${areaAnchor(area)}-title`} className="text-2xl font-semibold">
        {t(`areas.${area}.name`)}
      </h2>
      <p className="text-grey-700">{t(`areas.${area}.description`)}</p>
      <div className="space-y-2">
        {operations.map((entry) => (
          <OperationCard key={entry.operation.operationId} document={document} entry={entry} />
        ))}
      </div>
    </section>
  );
}
