import { useTranslations } from 'next-intl';
import type { ProductParameter } from '@/lib/server/services/catalog/product/product-parameters';

interface ProductDetailsProps {
  parameters: ProductParameter[];
  /** Sanitized on the server (product-description.ts) before it gets here. */
  descriptionHtml: string;
}

/** The parameters table and the description. */
export function ProductDetails({ parameters, descriptionHtml }: ProductDetailsProps) {
  const t = useTranslations('Product');
  return (
    <div className="grid gap-8 md:grid-cols-2">
      {parameters.length > 0 && (
        <section aria-labelledby="product-parameters">
          <h2 id="product-parameters" className="mb-3 text-xl font-semibold">
            {t('parameters')}
          </h2>
          <table className="w-full text-sm">
            <tbody>
              {parameters.map((parameter) => (
                <tr key={parameter.name} className="border-b border-grey-200">
                  <th scope="row" className="py-2 pr-4 text-left font-medium text-grey-700">
                    {parameter.name}
                  </th>
                  <td className="py-2">{parameter.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {descriptionHtml && (
        <section aria-labelledby="product-description">
          <h2 id="product-description" className="mb-3 text-xl font-semibold">
            {t('description')}
          </h2>
          <div
            className="space-y-3 text-grey-800 [&_a]:text-blue [&_a]:underline [&_h2]:text-lg [&_h2]:font-semibold [&_ul]:list-disc [&_ul]:pl-5"
            dangerouslySetInnerHTML={{ __html: descriptionHtml }}
          />
        </section>
      )}
    </div>
  );
}
