'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { FormFieldError } from '@/components/ui/form-field-error';
import { SubmitButton } from '@/components/ui/submit-button';
import { apiClient } from '@/lib/api/client';
import {
  REJECTION_REASON_MAX,
  rejectRegistrationSchema,
  type RegistrationDetail,
  type RejectRegistrationRequest,
} from '@/lib/api/contract/admin/registrations';
import { ConfirmButton } from '../confirm-button';
import { useAdminAction } from '../use-admin-action';

/** Approve (after a confirmation naming what it creates) or reject with a reason the applicant is told. */
export function RegistrationDecision({ registration }: { registration: RegistrationDetail }) {
  const t = useTranslations('Admin.registrations');
  const { run, busy } = useAdminAction();
  const path = `/api/admin/registrace-b2b-formular/${registration.id}`;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RejectRegistrationRequest>({
    resolver: zodResolver(rejectRegistrationSchema),
    defaultValues: { reason: '' },
  });
  const reject = handleSubmit((values) =>
    run(() => apiClient.post(`${path}/reject`, values), {
      success: t('rejected'),
      failure: t('rejectFailed'),
    }),
  );
  return (
    <section
      aria-labelledby="registration-decision"
      className="space-y-4 rounded-lg border border-grey-200 p-4"
    >
      <h2 id="registration-decision" className="text-lg font-semibold">
        {t('decisionSection')}
      </h2>
      <ConfirmButton
        label={t('approve')}
        question={t('approveQuestion', { company: registration.company_name, email: registration.email })}
        tone="primary"
        busy={busy}
        onConfirm={() =>
          run(() => apiClient.post(`${path}/approve`), {
            success: t('approved'),
            failure: t('approveFailed'),
          })
        }
      />
      <form
        onSubmit={reject}
        noValidate
        aria-label={t('rejectTitle')}
        className="space-y-2 border-t border-grey-200 pt-4"
      >
        <h3 className="font-semibold">{t('rejectTitle')}</h3>
        <label htmlFor="rejection-reason" className="block text-sm font-medium">
          {t('reason')}
        </label>
        <textarea
          id="rejection-reason"
          rows={3}
          maxLength={REJECTION_REASON_MAX}
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={errors.reason ? 'rejection-reason-error' : undefined}
          className="w-full rounded border border-field px-3 py-2 focus:border-blue"
          {...register('reason')}
        />
        <FormFieldError id="rejection-reason-error" message={errors.reason?.message} />
        <SubmitButton busy={busy} label={t('reject')} busyLabel={t('rejecting')} />
      </form>
    </section>
  );
}
