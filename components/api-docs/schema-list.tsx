import { useTranslations } from 'next-intl';
import type { JsonSchema } from '@/lib/api/openapi/types';
import { SchemaView, schemaAnchor } from './schema-view';

/**
 * Every named data structure once; the endpoints link here. The link's target is inside the folded entry,
 * so the browser unfolds it on arrival.
 */
export function SchemaList({ schemas }: { schemas: Record<string, JsonSchema> }) {
  const t = useTranslations('ApiDocs');
  const labels = { optional: t('optional') };
  return (
    <section aria-labelledby="api-schemas" className="space-y-2">
      <h2 id="api-schemas" className="text-2xl font-semibold">
        {t('schemasTitle')}
      </h2>
      <p className="text-grey-700">{t('schemasLead')}</p>
      {Object.entries(schemas).map(([name, schema]) => (
        <details key={name} className="rounded border border-grey-200 bg-white">
          <summary className="cursor-pointer px-3 py-2 font-semibold hover:bg-grey-50">
            <code>{name}</code>
          </summary>
          <div id={schemaAnchor(name)} className="scroll-mt-24 border-t border-grey-200 px-3 py-3 text-sm">
            <SchemaView schema={schema} labels={labels} />
          </div>
        </details>
      ))}
    </section>
  );
}
