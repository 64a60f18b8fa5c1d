'use client';

import { useTranslations } from 'next-intl';
import { usePathname, useRouter } from 'next/navigation';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { showServerFieldErrors } from '@/components/account/server-field-errors';
import { useErrorToast } from '@/components/checkout/use-api-error-text';
import { apiClient } from '@/lib/api/client';
import { toast } from '@/lib/toast/toast';

interface RecordSaveOptions<T extends FieldValues> {
  /** The page's API collection (`/api/admin/trendy`): a new record is POSTed there, one saved before PUT to `/{id}`. */
  collection: string;
  id: number | null;
  /** Toasted once saved. */
  savedMessage: string;
  /** The form's fields that a refusal (`fields`) may name. */
  fieldNames: readonly Path<T>[];
  setError: UseFormSetError<T>;
  /** Called once the refusal's field errors are shown (to open the tab that holds them). */
  onFieldErrors?: () => void;
}

/**
 * Saves an admin form's record and opens it (`?id=`) with the server's answer; a refusal is shown under the
 * fields it names, anything else as a toast.
 */
export function useRecordSave<T extends FieldValues>(options: RecordSaveOptions<T>) {
  const { collection, id, savedMessage, fieldNames, setError, onFieldErrors } = options;
  const t = useTranslations('Admin.list');
  const router = useRouter();
  const pathname = usePathname();
  const toastError = useErrorToast();
  return async (values: unknown) => {
    try {
      const saved =
        id === null
          ? await apiClient.post<{ id: number }>(collection, values)
          : await apiClient.put<{ id: number }>(`${collection}/${id}`, values);
      toast.success(savedMessage);
      router.push(`${pathname}?id=${saved.id}`);
      router.refresh();
    } catch (error) {
      if (showServerFieldErrors(error, fieldNames, setError)) onFieldErrors?.();
      else toastError(error, t('saveFailed'));
    }
  };
}
