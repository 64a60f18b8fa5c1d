import { useTranslations } from 'next-intl';
import type { OrderDocument } from '@/lib/api/contract/account-orders';
import { useShopDate } from '../shop-date';

/** The invoices issued for the order, each a PDF download. */
export function OrderDocuments({ documents }: { documents: OrderDocument[] }) {
  const t = useTranslations('AccountOrder');
  const shopDate = useShopDate();
  return (
    <section aria-labelledby="order-documents">
      <h2 id="order-documents" className="mb-3 text-lg font-semibold text-dark-blue">
        {t('documents')}
      </h2>
      {documents.length === 0 ? (
        <p className="text-grey-700">{t('noDocuments')}</p>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="order-documents">
          {documents.map((document) => (
            <li key={document.id}>
              {/* A file download, not a page of the shop: a plain link. */}
              <a
                href={document.pdf_url}
                className="font-semibold text-blue underline hover:text-dark-blue"
                download
              >
                {t('invoice', { number: document.number })}
              </a>{' '}
              <span className="text-sm text-grey-600">
                {t('issuedOn', { date: shopDate(document.issued_at) })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
