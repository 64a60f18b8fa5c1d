import { useTranslations } from 'next-intl';
import { type DocumentedOperation, resolvedParameter, resolvedResponse } from '@/lib/api/openapi/reading';
import type { OpenApiDocument } from '@/lib/api/openapi/types';
import { AccessNote } from './access-note';
import { AnswerView, SharedAnswerLink } from './answer-view';
import { InlineCode } from './inline-code';
import { MethodBadge } from './method-badge';
import { ParametersTable } from './parameters-table';
import { SchemaView } from './schema-view';

/** One endpoint, folded to its method, path and purpose until the reader opens it. */
export function OperationCard({
  document,
  entry,
}: {
  document: OpenApiDocument;
  entry: DocumentedOperation;
}) {
  const t = useTranslations('ApiDocs');
  const { operation, method, path } = entry;
  const parameters = operation.parameters.map((parameter) => resolvedParameter(document, parameter));
  const body = operation.requestBody?.content;
  const jsonBody = body?.['application/json']?.schema;
  const uploadBody = body?.['multipart/form-data']?.schema;
  const labels = { optional: t('optional') };
  return (
    <details id={operation.operationId} className="group rounded border border-grey-200 bg-white">
      <summary className="flex cursor-pointer flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 hover:bg-grey-50">
        <MethodBadge method={method} />
        <code className="text-sm font-semibold break-all">{path}</code>
        <span className="text-sm text-grey-700">{operation.summary}</span>
      </summary>
      <div className="space-y-4 border-t border-grey-200 px-3 py-3 text-sm">
        {operation.description && (
          <p>
            <InlineCode text={operation.description} />
          </p>
        )}
        <AccessNote access={operation['x-access']} />
        <section>
          <h4 className="mb-1 font-semibold">{t('parameters')}</h4>
          <ParametersTable parameters={parameters} />
        </section>
        {(jsonBody ?? uploadBody) && (
          <section>
            <h4 className="mb-1 font-semibold">{t('requestBody')}</h4>
            {uploadBody && <p className="mb-1 text-grey-700">{t('multipart')}</p>}
            <SchemaView schema={(jsonBody ?? uploadBody)!} labels={labels} />
          </section>
        )}
        <section>
          <h4 className="mb-1 font-semibold">{t('answers')}</h4>
          <ul>
            {Object.entries(operation.responses).map(([status, response]) =>
              '$ref' in response ? (
                <SharedAnswerLink
                  key={status}
                  status={status}
                  reference={response}
                  response={resolvedResponse(document, response)}
                />
              ) : (
                <AnswerView key={status} status={status} response={response} />
              ),
            )}
          </ul>
        </section>
      </div>
    </details>
  );
}
