'use client';

import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useErrorToast } from '@/components/checkout/use-api-error-text';
import { apiClient } from '@/lib/api/client';
import type { CompanyAddressInput } from '@/lib/api/contract/b2b-company';
import type { SavedAddress } from '@/lib/api/contract/cart';
import { toast } from '@/lib/toast/toast';
import { AddressForm } from './address-form';
import { AddressText } from './address-text';

type Editing =
  { kind: 'none' } | { kind: 'new' } | { kind: 'edit'; id: number } | { kind: 'delete'; id: number };

const emptyAddress: CompanyAddressInput = {
  company: '',
  firstname: '',
  lastname: '',
  street: '',
  city: '',
  zip: '',
  country: 'CZ',
  phone: '',
  email: '',
};

const buttonClass =
  'rounded border border-grey-300 px-3 py-1.5 text-sm font-semibold hover:border-blue disabled:opacity-60';

function inputOf(address: SavedAddress): CompanyAddressInput {
  const { company, firstname, lastname, street, city, zip, country, phone, email } = address;
  return { company, firstname, lastname, street, city, zip, country, phone, email };
}

/** The company's delivery addresses; its admins add, change and delete them, the page then reads them again. */
export function DeliveryAddresses({
  addresses,
  canManage,
  country,
}: {
  addresses: SavedAddress[];
  canManage: boolean;
  country: 'CZ' | 'SK';
}) {
  const t = useTranslations('CompanySettings');
  const router = useRouter();
  const showError = useErrorToast();
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const save = useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: CompanyAddressInput }) =>
      id === null
        ? apiClient.post('/api/b2b/addresses', input)
        : apiClient.put(`/api/b2b/addresses/${id}`, input),
  });
  const remove = useMutation({ mutationFn: (id: number) => apiClient.delete(`/api/b2b/addresses/${id}`) });
  const done = (message: string) => {
    toast.success(message);
    setEditing({ kind: 'none' });
    router.refresh();
  };
  const submit = (id: number | null) => (input: CompanyAddressInput) =>
    save.mutate(
      { id, input },
      {
        onSuccess: () => done(t(id === null ? 'addressAdded' : 'addressSaved')),
        onError: (error) => showError(error, t('failed')),
      },
    );

  return (
    <div className="flex flex-col gap-4">
      {addresses.length === 0 && <p className="text-grey-700">{t('noDeliveryAddresses')}</p>}
      <ul className="grid gap-3 md:grid-cols-2">
        {addresses.map((address) => (
          <li
            key={address.id}
            className="flex flex-col gap-3 rounded border border-grey-200 p-4"
            data-testid="delivery-address"
          >
            {editing.kind === 'edit' && editing.id === address.id ? (
              <AddressForm
                idPrefix={`address-${address.id}`}
                initial={inputOf(address)}
                submitLabel={t('saveAddress')}
                busy={save.isPending}
                onSubmit={submit(address.id)}
                onCancel={() => setEditing({ kind: 'none' })}
              />
            ) : (
              <AddressText address={address} countryName={t(`country.${address.country}`)} />
            )}
            {canManage && editing.kind === 'delete' && editing.id === address.id && (
              <div role="group" aria-label={t('confirmDelete')} className="flex flex-wrap items-center gap-2">
                <span className="text-sm">{t('confirmDelete')}</span>
                <button
                  type="button"
                  className={`${buttonClass} border-red text-red`}
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(address.id, {
                      onSuccess: () => done(t('addressDeleted')),
                      onError: (error) => showError(error, t('failed')),
                    })
                  }
                >
                  {t('deleteYes')}
                </button>
                <button type="button" className={buttonClass} onClick={() => setEditing({ kind: 'none' })}>
                  {t('deleteNo')}
                </button>
              </div>
            )}
            {canManage && editing.kind === 'none' && (
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  className={buttonClass}
                  onClick={() => setEditing({ kind: 'edit', id: address.id })}
                >
                  {t('editAddress')}
                  <span className="sr-only"> {address.company || address.street}</span>
                </button>
                <button
                  type="button"
                  className={buttonClass}
                  onClick={() => setEditing({ kind: 'delete', id: address.id })}
                >
                  {t('deleteAddress')}
                  <span className="sr-only"> {address.company || address.street}</span>
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
      {canManage &&
        (editing.kind === 'new' ? (
          <section aria-labelledby="new-address-title" className="rounded border border-grey-200 p-4">
            <h3 id="new-address-title" className="mb-3 font-semibold">
              {t('newAddress')}
            </h3>
            <AddressForm
              idPrefix="new-address"
              initial={{ ...emptyAddress, country }}
              submitLabel={t('addAddress')}
              busy={save.isPending}
              onSubmit={submit(null)}
              onCancel={() => setEditing({ kind: 'none' })}
            />
          </section>
        ) : (
          <button
            type="button"
            className="self-start rounded bg-blue px-4 py-2 font-semibold text-white hover:bg-dark-blue"
            onClick={() => setEditing({ kind: 'new' })}
          >
            {t('newAddress')}
          </button>
        ))}
    </div>
  );
}
