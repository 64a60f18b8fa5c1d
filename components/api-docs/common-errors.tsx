import { useTranslations } from 'next-intl';
import { type DocumentedOperation, sharedResponseStatuses } from '@/lib/api/openapi/reading';
import type { OpenApiDocument } from '@/lib/api/openapi/types';
import { AnswerView, errorAnchor } from './answer-view';

/** The error answers many endpoints share, each once with its codes; the endpoints link here. */
export function CommonErrors({
  document,
  operations,
}: {
  document: OpenApiDocument;
  operations: readonly DocumentedOperation[];
}) {
  const t = useTranslations('ApiDocs');
  const statuses = sharedResponseStatuses(operations);
  return (
    <section aria-labelledby="api-errors" className="space-y-2">
      <h2 id="api-errors" className="text-2xl font-semibold">
        {t('errorsTitle')}
      </h2>
      <p className="text-grey-700">{t('errorsLead')}</p>
      <ul className="max-w-3xl">
        {[...statuses].map(([name, status]) => (
          <AnswerView
            key={name}
            id={errorAnchor(name)}
            status={status}
            response={document.components.responses[name]!}
          />
        ))}
      </ul>
    </section>
  );
}
