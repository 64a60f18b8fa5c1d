import { useTranslations } from 'next-intl';
import type { ApiArea } from '@/lib/api/endpoints/areas';
import type { DocumentedOperation } from '@/lib/api/openapi/reading';
import { MethodBadge } from './method-badge';

/** The administration's endpoints, one line each: its callers are the shop's staff, not integrations. */
export function StaffAreas({ areas }: { areas: { area: ApiArea; operations: DocumentedOperation[] }[] }) {
  const t = useTranslations('ApiDocs');
  return (
    <section aria-labelledby="api-staff" className="space-y-4">
      <h2 id="api-staff" className="text-2xl font-semibold">
        {t('staffTitle')}
      </h2>
      <p className="max-w-3xl text-grey-700">{t('staffLead')}</p>
      {areas.map(({ area, operations }) => (
        <section key={area} aria-labelledby={`area-${area}-title`}>
          <h3 id={`area-${area}-title`} className="mb-1 text-lg font-semibold">
            {t(`areas.${area}.name`)}
          </h3>
          <ul className="text-sm">
            {operations.map(({ method, path, operation }) => (
              <li key={operation.operationId} className="flex flex-wrap items-center gap-x-3 py-0.5">
                <MethodBadge method={method} />
                <code className="break-all">{path}</code>
                <span className="text-grey-700">{operation.summary}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
