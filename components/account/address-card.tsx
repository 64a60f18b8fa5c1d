'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { SavedAddress } from '@/lib/api/contract/cart';

interface AddressCardProps {
  address: SavedAddress;
  /** One line naming the address, for the buttons' accessible names. */
  label: string;
  onEdit: () => void;
  onDelete: () => Promise<void>;
}

/** A saved address with its kinds, and edit / delete (asked once more before deleting). */
export function AddressCard({ address, label, onEdit, onDelete }: AddressCardProps) {
  const t = useTranslations('AccountSettings');
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const kinds = [address.is_billing && t('kindBilling'), address.is_delivery && t('kindDelivery')].filter(
    Boolean,
  );
  return (
    <article className="h-full rounded-lg border border-grey-200 p-4" data-testid="saved-address">
      <p className="mb-2 flex flex-wrap gap-2">
        {kinds.map((kind) => (
          <span
            key={String(kind)}
            className="rounded bg-light-blue px-2 py-0.5 text-xs font-medium text-dark-blue"
          >
            {kind}
          </span>
        ))}
      </p>
      <address className="not-italic">
        {address.company && <span className="block font-medium">{address.company}</span>}
        <span className="block">
          {address.firstname} {address.lastname}
        </span>
        <span className="block">{address.street}</span>
        <span className="block">
          {address.zip} {address.city}, {t(`country${address.country}`)}
        </span>
        <span className="block text-sm text-grey-700">{address.phone}</span>
      </address>
      {confirming ? (
        <div role="alertdialog" aria-label={t('deleteConfirm', { address: label })} className="mt-3 text-sm">
          <p>{t('deleteConfirm', { address: label })}</p>
          <div className="mt-2 flex gap-3">
            <button
              type="button"
              disabled={deleting}
              onClick={async () => {
                setDeleting(true);
                await onDelete();
                setDeleting(false);
                setConfirming(false);
              }}
              className="rounded bg-red px-3 py-1.5 font-semibold text-white disabled:bg-disabled disabled:text-grey-800"
            >
              {t('deleteAddress')}
            </button>
            <button
              type="button"
              onClick={() => setConfirming(false)}
              className="rounded border border-grey-300 px-3 py-1.5"
            >
              {t('cancel')}
            </button>
          </div>
        </div>
      ) : (
        <div className="mt-3 flex gap-4 text-sm">
          <button
            type="button"
            onClick={onEdit}
            aria-label={t('editAddressNamed', { address: label })}
            className="font-medium text-blue underline"
          >
            {t('editAddress')}
          </button>
          <button
            type="button"
            onClick={() => setConfirming(true)}
            aria-label={t('deleteAddressNamed', { address: label })}
            className="font-medium text-red underline"
          >
            {t('deleteAddress')}
          </button>
        </div>
      )}
    </article>
  );
}
