'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { apiClient } from '@/lib/api/client';
import type { CustomerAddress, CustomerAddressInput } from '@/lib/api/contract/admin/customers';
import { ConfirmButton } from '../confirm-button';
import { useAdminAction } from '../use-admin-action';
import { CustomerAddressForm, emptyAddress } from './customer-address-form';

function addressLine(address: CustomerAddress): string {
  const person = `${address.firstname} ${address.lastname}`.trim();
  return [address.company, person, address.street, `${address.zip} ${address.city}`, address.country]
    .filter(Boolean)
    .join(', ');
}

/** The customer's billing and delivery addresses: edit, delete (after a question), add. */
export function CustomerAddresses({
  customerId,
  addresses,
}: {
  customerId: number;
  addresses: CustomerAddress[];
}) {
  const t = useTranslations('Admin.customers');
  const tList = useTranslations('Admin.list');
  const { run, busy } = useAdminAction();
  const [editing, setEditing] = useState<number | null>(null);
  const base = `/api/admin/zakaznici/${customerId}/addresses`;
  const saved = { success: tList('saved'), failure: tList('saveFailed') };
  return (
    <section aria-labelledby="customer-addresses" className="space-y-4 rounded-lg border border-grey-200 p-4">
      <h2 id="customer-addresses" className="text-lg font-semibold">
        {t('addressesSection')}
      </h2>
      {addresses.length === 0 && <p className="text-grey-600">{t('noAddresses')}</p>}
      <ul className="space-y-3">
        {addresses.map((address) => (
          <li key={address.id} data-testid="customer-address" className="rounded border border-grey-200 p-3">
            <p className="text-sm">
              <span className="font-semibold">
                {[address.is_billing && t('billing'), address.is_delivery && t('delivery')]
                  .filter(Boolean)
                  .join(' + ')}
                :
              </span>{' '}
              {addressLine(address)}
            </p>
            <div className="mt-2 flex gap-4">
              <button
                type="button"
                className="text-sm font-medium text-blue hover:underline"
                aria-expanded={editing === address.id}
                onClick={() => setEditing(editing === address.id ? null : address.id)}
              >
                {tList('edit')}
              </button>
              <ConfirmButton
                label={tList('delete')}
                question={tList('deleteQuestion', { name: addressLine(address) })}
                busy={busy}
                onConfirm={() =>
                  run(() => apiClient.delete(`${base}/${address.id}`), {
                    success: tList('deleted'),
                    failure: tList('deleteFailed'),
                  })
                }
              />
            </div>
            {editing === address.id && (
              <div className="mt-3">
                <CustomerAddressForm
                  idPrefix={`address-${address.id}`}
                  title={t('editAddress')}
                  initial={address}
                  busy={busy}
                  onSave={async (values) => {
                    const ok = await run(() => apiClient.put(`${base}/${address.id}`, values), saved);
                    if (ok) setEditing(null);
                    return ok;
                  }}
                />
              </div>
            )}
          </li>
        ))}
      </ul>
      <details className="rounded border border-grey-200 p-3">
        <summary className="cursor-pointer font-medium text-blue">{t('addAddress')}</summary>
        <div className="mt-3">
          <CustomerAddressForm
            idPrefix="address-new"
            title={t('addAddress')}
            initial={emptyAddress}
            busy={busy}
            onSave={(values: CustomerAddressInput) => run(() => apiClient.post(base, values), saved)}
          />
        </div>
      </details>
    </section>
  );
}
