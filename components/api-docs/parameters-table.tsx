import { useTranslations } from 'next-intl';
import type { ParameterObject } from '@/lib/api/openapi/types';
import { TypeLabel } from './schema-view';

export function ParametersTable({ parameters }: { parameters: ParameterObject[] }) {
  const t = useTranslations('ApiDocs');
  return (
    <table className="w-full text-left">
      <caption className="sr-only">{t('parameters')}</caption>
      <thead className="text-grey-600">
        <tr>
          <th scope="col" className="py-1 pr-3 font-medium">
            {t('name')}
          </th>
          <th scope="col" className="py-1 pr-3 font-medium">
            {t('in')}
          </th>
          <th scope="col" className="py-1 font-medium">
            {t('type')}
          </th>
        </tr>
      </thead>
      <tbody>
        {parameters.map((parameter) => (
          <tr key={`${parameter.in}-${parameter.name}`} className="border-t border-grey-200 align-top">
            <td className="py-1 pr-3">
              <code className="font-semibold">{parameter.name}</code>
              <span className="block text-xs text-grey-600">
                {parameter.required ? t('required') : t('optional')}
              </span>
            </td>
            <td className="py-1 pr-3">{t(`locations.${parameter.in}`)}</td>
            <td className="py-1">
              <TypeLabel schema={parameter.schema} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
