'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useErrorToast } from '@/components/checkout/use-api-error-text';
import { savedAddressLabel } from '@/components/checkout/saved-address-label';
import { apiClient } from '@/lib/api/client';
import type { SavedAddress } from '@/lib/api/contract/cart';
import { toast } from '@/lib/toast/toast';
import { AddressCard } from './address-card';
import { AddressForm, type AddressValues } from './address-form';

interface AddressBookProps {
  initial: SavedAddress[];
  defaults: { firstname: string; lastname: string; phone: string; country: 'CZ' | 'SK' };
}

/** The user's saved billing and delivery addresses: list, add, edit, delete (the order page offers them). */
export function AddressBook({ initial, defaults }: AddressBookProps) {
  const t = useTranslations('AccountSettings');
  const toastError = useErrorToast();
  const [addresses, setAddresses] = useState(initial);
  const [editing, setEditing] = useState<number | 'new' | null>(null);

  async function save(id: number | 'new', values: AddressValues) {
    try {
      const { address } =
        id === 'new'
          ? await apiClient.post<{ address: SavedAddress }>('/api/user/addresses', values)
          : await apiClient.put<{ address: SavedAddress }>(`/api/user/addresses/${id}`, values);
      setAddresses((list) =>
        id === 'new' ? [...list, address] : list.map((a) => (a.id === id ? address : a)),
      );
      setEditing(null);
      toast.success(t('addressSaved'));
    } catch (error) {
      toastError(error, t('addressFailed'));
      throw error;
    }
  }

  async function remove(id: number) {
    try {
      await apiClient.delete(`/api/user/addresses/${id}`);
      setAddresses((list) => list.filter((address) => address.id !== id));
      toast.success(t('addressDeleted'));
    } catch (error) {
      toastError(error, t('deleteFailed'));
    }
  }

  return (
    <section aria-labelledby="addresses-title" className="space-y-4">
      <h2 id="addresses-title" className="text-xl font-semibold">
        {t('addressesTitle')}
      </h2>
      <p className="text-sm text-grey-700">{t('addressesIntro')}</p>
      {addresses.length === 0 && editing !== 'new' && <p className="text-grey-700">{t('addressesEmpty')}</p>}
      <ul className="grid gap-4 md:grid-cols-2" aria-label={t('addressesTitle')}>
        {addresses.map((address) => (
          <li key={address.id}>
            {editing === address.id ? (
              <AddressForm
                address={address}
                defaults={defaults}
                onSave={(values) => save(address.id, values)}
                onCancel={() => setEditing(null)}
              />
            ) : (
              <AddressCard
                address={address}
                label={savedAddressLabel(address)}
                onEdit={() => setEditing(address.id)}
                onDelete={() => remove(address.id)}
              />
            )}
          </li>
        ))}
      </ul>
      {editing === 'new' ? (
        <AddressForm
          address={null}
          defaults={defaults}
          onSave={(values) => save('new', values)}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <button
          type="button"
          onClick={() => setEditing('new')}
          className="rounded border border-blue px-4 py-2 font-semibold text-blue hover:bg-light-blue"
        >
          {t('addAddress')}
        </button>
      )}
    </section>
  );
}
