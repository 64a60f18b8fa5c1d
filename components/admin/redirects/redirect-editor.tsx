'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { usePathname, useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { showServerFieldErrors } from '@/components/account/server-field-errors';
import { useErrorToast } from '@/components/checkout/use-api-error-text';
import { TextField } from '@/components/ui/text-field';
import { apiClient } from '@/lib/api/client';
import { type AdminRedirect, redirectInputSchema } from '@/lib/api/contract/admin/redirects';
import { toast } from '@/lib/toast/toast';
import { SelectField } from '@/components/account/select-field';
import { EditorActions } from '../editor-actions';

interface FormValues {
  from_path: string;
  to_path: string;
  status_code: string;
}
type Output = z.output<typeof redirectInputSchema>;
const fieldNames = ['from_path', 'to_path', 'status_code'] as const;

/** Creates a redirect, or changes the one being edited; back to the list once saved. */
export function RedirectEditor({ redirect }: { redirect: AdminRedirect | null }) {
  const t = useTranslations('Admin');
  const router = useRouter();
  const pathname = usePathname();
  const toastError = useErrorToast();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, Output>({
    resolver: zodResolver(redirectInputSchema) as never,
    defaultValues: {
      from_path: redirect?.from_path ?? '',
      to_path: redirect?.to_path ?? '',
      status_code: String(redirect?.status_code ?? 301),
    },
  });

  const submit = handleSubmit(async (values) => {
    try {
      if (redirect) await apiClient.put(`/api/admin/presmerovani/${redirect.id}`, values);
      else await apiClient.post('/api/admin/presmerovani', values);
      toast.success(t('list.saved'));
      router.push(pathname);
      router.refresh();
    } catch (error) {
      if (!showServerFieldErrors(error, fieldNames, setError)) toastError(error, t('list.saveFailed'));
    }
  });

  const titleId = 'redirect-form-title';
  return (
    <section aria-labelledby={titleId} className="rounded-lg border border-grey-200 p-4">
      <h2 id={titleId} className="mb-4 text-xl font-semibold">
        {t(redirect ? 'redirects.editTitle' : 'redirects.newTitle')}
      </h2>
      <form onSubmit={submit} noValidate className="grid gap-4 md:grid-cols-2">
        <div>
          <TextField
            id="redirect-from"
            label={t('redirects.from')}
            autoComplete="off"
            spellCheck={false}
            error={errors.from_path?.message}
            {...register('from_path')}
          />
          <p className="mt-1 text-xs text-grey-600">{t('redirects.fromHint')}</p>
        </div>
        <div>
          <TextField
            id="redirect-to"
            label={t('redirects.to')}
            autoComplete="off"
            spellCheck={false}
            error={errors.to_path?.message}
            {...register('to_path')}
          />
          <p className="mt-1 text-xs text-grey-600">{t('redirects.toHint')}</p>
        </div>
        <SelectField id="redirect-status" label={t('redirects.status')} {...register('status_code')}>
          <option value="301">{t('redirects.status301')}</option>
          <option value="302">{t('redirects.status302')}</option>
        </SelectField>
        <div className="md:col-span-2">
          <EditorActions busy={isSubmitting} />
        </div>
      </form>
    </section>
  );
}
