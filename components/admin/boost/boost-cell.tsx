'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { FormFieldError } from '@/components/ui/form-field-error';
import { apiClient } from '@/lib/api/client';
import { BOOST_MAX, BOOST_MIN, boostInputSchema } from '@/lib/api/contract/admin/boost';
import { useAdminAction } from '../use-admin-action';

/** A product's boost in the list: type a score and save, or clear it. */
export function BoostCell({ productId, name, boost }: { productId: number; name: string; boost: number }) {
  const t = useTranslations('Admin.boost');
  const { run, busy } = useAdminAction();
  const [error, setError] = useState<string | undefined>();
  const inputId = `boost-${productId}`;
  const endpoint = `/api/admin/topovani/${productId}`;

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const raw = String(new FormData(event.currentTarget).get('boost_score') ?? '').trim();
    const parsed = boostInputSchema.safeParse({ boost_score: raw === '' ? Number.NaN : Number(raw) });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    await run(() => apiClient.put(endpoint, parsed.data), { success: t('saved'), failure: t('saveFailed') });
  }

  return (
    <form onSubmit={save} noValidate className="flex flex-wrap items-start gap-2" key={boost}>
      <div>
        <label htmlFor={inputId} className="sr-only">
          {t('scoreFor', { name })}
        </label>
        <input
          id={inputId}
          name="boost_score"
          type="number"
          inputMode="numeric"
          min={BOOST_MIN}
          max={BOOST_MAX}
          defaultValue={boost}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          className="w-24 rounded border border-field px-2 py-1 focus:border-blue"
        />
        <FormFieldError id={`${inputId}-error`} message={error} />
      </div>
      <button
        type="submit"
        disabled={busy}
        className="rounded bg-blue px-3 py-1 font-semibold text-white hover:bg-dark-blue"
      >
        {t('save')}
      </button>
      {boost !== 0 && (
        <button
          type="button"
          disabled={busy}
          className="rounded border border-grey-300 px-3 py-1 hover:border-blue"
          onClick={() =>
            run(() => apiClient.delete(endpoint), { success: t('cleared'), failure: t('saveFailed') })
          }
        >
          {t('clear')}
        </button>
      )}
    </form>
  );
}
