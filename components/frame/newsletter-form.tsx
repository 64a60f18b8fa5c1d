'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast/toast';
import { FormFieldError } from '@/components/ui/form-field-error';
import { TextField } from '@/components/ui/text-field';
import { apiClient } from '@/lib/api/client';
import { isApiError } from '@/lib/api/errors';
import {
  type NewsletterForm as NewsletterFormValues,
  newsletterFormSchema,
} from '@/lib/forms/newsletter-form';

/** PENDING → SENDING on a valid submit; success closes the modal with a toast (spec §4). */
export function NewsletterForm({ onDone }: { onDone: () => void }) {
  const t = useTranslations('Newsletter');
  const [status, setStatus] = useState<'PENDING' | 'SENDING'>('PENDING');
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<NewsletterFormValues>({
    resolver: zodResolver(newsletterFormSchema),
    defaultValues: { email: '', privacyPolicyChecked: false },
  });

  const submit = handleSubmit(async (values) => {
    setStatus('SENDING');
    try {
      await apiClient.put('/api/email-notification/join-newsletter', newsletterFormSchema.parse(values));
      toast.success(t('success'));
      onDone();
    } catch (error) {
      // Unlike the old shop (which stayed SENDING), the visitor can correct and send again.
      if (!(isApiError(error) && error.toastShown)) toast.error(t('failure'));
      setStatus('PENDING');
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField
        id="newsletter-email"
        label={t('email')}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <div>
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            className="mt-1"
            aria-invalid={errors.privacyPolicyChecked ? true : undefined}
            aria-describedby={errors.privacyPolicyChecked ? 'newsletter-consent-error' : undefined}
            {...register('privacyPolicyChecked')}
          />
          <span>{t('consent')}</span>
        </label>
        <FormFieldError id="newsletter-consent-error" message={errors.privacyPolicyChecked?.message} />
      </div>
      <button
        type="submit"
        disabled={status === 'SENDING'}
        className="w-full rounded bg-blue px-4 py-2 font-semibold text-white hover:bg-dark-blue disabled:bg-disabled disabled:text-grey-800"
      >
        {status === 'SENDING' ? t('sending') : t('submit')}
      </button>
    </form>
  );
}
