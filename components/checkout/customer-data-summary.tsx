'use client';

import { useTranslations } from 'next-intl';
import type { Cart } from '@/lib/api/contract/cart';
import { savedAddressLabel } from './saved-address-label';

/** What the shopper entered, in a done customer data box. */
export function CustomerDataSummary({ cart }: { cart: Cart }) {
  const t = useTranslations('Checkout');
  const { billing_information: billing, company, delivery_address: delivery } = cart.customer_data;
  if (!billing) return null;
  const savedDelivery = cart.addresses.find(
    (address) => address.id === cart.customer_data.selected_delivery_address_id,
  );
  return (
    <div className="grid gap-3 text-sm sm:grid-cols-2" data-testid="customer-data-summary">
      <div>
        <p className="font-medium">
          {billing.firstname} {billing.lastname}
        </p>
        <p>{billing.email}</p>
        <p>{billing.phone}</p>
        {billing.street && (
          <p>
            {billing.street}, {billing.zip} {billing.city}
          </p>
        )}
        {company && (
          <p>
            {company.name}, {t('companyIdShort')} {company.company_id}
            {company.vat_id && `, ${t('vatIdShort')} ${company.vat_id}`}
          </p>
        )}
      </div>
      {(delivery || savedDelivery) && (
        <div>
          <p className="font-medium">{t('deliveryAddress')}</p>
          {delivery ? (
            <p>
              {delivery.firstname} {delivery.lastname}, {delivery.street}, {delivery.zip} {delivery.city}
            </p>
          ) : (
            savedDelivery && <p>{savedAddressLabel(savedDelivery)}</p>
          )}
        </div>
      )}
      {cart.customer_data.note && (
        <p className="sm:col-span-2">
          <span className="font-medium">{t('note')}:</span> {cart.customer_data.note}
        </p>
      )}
    </div>
  );
}
